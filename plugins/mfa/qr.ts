import { QR_SVG_OPTIONS } from '../../ui/primitives/QrCode';

/**
 * The authenticator app's QR code as SVG; `qrcode` loads with the first code shown. The siwe plugin draws its codes
 * the same way; plugins may not share code, so this would move into ui/ to be shared.
 */
export async function drawQr(value: string): Promise<string> {
  const loaded: typeof import('qrcode') & { default?: typeof import('qrcode') } = await import('qrcode');
  // qrcode is CommonJS: bundlers put its exports on `default` (its `toString` is shadowed on the namespace).
  const qrcode = loaded.default ?? loaded;
  return qrcode.toString(value, QR_SVG_OPTIONS);
}
