/** Section 5's HTTPS rule: the embedded wallet needs HTTPS, except on localhost and IP addresses (development). */
export function isSecureEnough(url: { protocol: string; hostname: string }): boolean {
  return url.protocol === 'https:' || url.hostname === 'localhost' || /^(\d{1,3}\.){3}\d{1,3}$|^\[[0-9a-f:]+\]$/i.test(url.hostname);
}
