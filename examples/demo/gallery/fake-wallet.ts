/** A wallet icon drawn for the gallery: a rounded square with a card slot, as a data URI (EIP-6963 icons are). */
const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#0f766e"/><rect x="5" y="8" width="14" height="9" rx="2" fill="#ccfbf1"/><circle cx="15.5" cy="12.5" r="1.5" fill="#0f766e"/></svg>',
  );

export const GALLERY_WALLET_ID = 'gallery_wallet';

/**
 * An installed wallet for the wallet screens (EIP-6963), which refuses every request as a person clicking "Reject"
 * would: the awaiting screens settle on their failure, the same in every run.
 */
export function announceGalleryWallet(): void {
  const provider = {
    request: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
  };
  const detail = Object.freeze({
    info: { uuid: '00000000-0000-4000-8000-000000000001', name: 'Gallery Wallet', icon: ICON, rdns: 'dev.portico.gallery' },
    provider,
  });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}
