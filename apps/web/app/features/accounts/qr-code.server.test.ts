import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrCodeDataUrl } from './qr-code.server';

describe('the two-step set-up QR code', () => {
  it('is an SVG data URL of the otpauth address, readable by the app (its modules are the address’s)', async () => {
    const address = 'otpauth://totp/Oja:ngozi%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Oja';
    const url = await qrCodeDataUrl(address);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 (\d+) \1"/);
    // The size is that of the QR code for this address (version and margin), not of another text.
    const modules = QRCode.create(address, { errorCorrectionLevel: 'M' }).modules.size;
    expect(svg).toContain(`viewBox="0 0 ${modules + 4} ${modules + 4}"`);
    expect(await qrCodeDataUrl(`${address}&x=1`)).not.toBe(url);
  });
});
