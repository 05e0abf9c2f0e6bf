import { QR_SVG_OPTIONS } from '../../ui/primitives/QrCode';

/** The pairing QR code's SVG; `qrcode` loads with the first code shown. */
export async function drawQr(value: string): Promise<string> {
  const loaded: typeof import('qrcode') & { default?: typeof import('qrcode') } = await import('qrcode');
  // qrcode is CommonJS: bundlers put its exports on `default`, and its `toString` never reaches the namespace
  // (it is shadowed by Object.prototype.toString).
  const qrcode = loaded.default ?? loaded;
  return qrcode.toString(value, QR_SVG_OPTIONS);
}
