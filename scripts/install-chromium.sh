#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests (test/e2e/).
# Installs it with apt when missing and we are root; otherwise explains what to do and fails.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  echo "install-chromium: $CHROMIUM already present ($("$CHROMIUM" --version 2>/dev/null || echo 'version unknown'))"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "install-chromium: $CHROMIUM is missing and this is not root, so it cannot be installed here." >&2
  echo "install-chromium: run as root, or: sudo apt-get install -y --no-install-recommends chromium" >&2
  exit 1
fi

echo "install-chromium: $CHROMIUM is missing; installing Debian's chromium package with apt-get"
export DEBIAN_FRONTEND=noninteractive
apt-get update
# DejaVu is the font the gallery's reference screenshots were drawn with (system-ui resolves to it here).
apt-get install -y --no-install-recommends chromium fonts-dejavu-core

if [ ! -x "$CHROMIUM" ]; then
  echo "install-chromium: apt-get finished but $CHROMIUM is still missing" >&2
  exit 1
fi
echo "install-chromium: installed $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
