import QRCode from 'qrcode';

/**
 * The two-step set-up's `otpauth://` address as a QR code for the authenticator app to scan
 * (issue 30, E23): an SVG data URL, drawn on the server, so the page loads no QR code library.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
