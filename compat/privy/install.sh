#!/usr/bin/env bash
# Installs the pinned Privy SDK into this folder's own node_modules (over 1 GB: never part of the root install).
set -euo pipefail
cd "$(dirname "$0")"
if [ -f node_modules/.package-lock.json ] && cmp -s package-lock.json node_modules/.portico-installed-lock; then exit 0; fi
npm ci --no-audit --no-fund
cp package-lock.json node_modules/.portico-installed-lock
