import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// GoTrue's TOTP second factor (internal/api/mfa.go): enrol, challenge, verify and unenroll, with
// its defaults: 30-second periods, 6 digits, SHA-1, one period of skew, challenges and unverified
// factors that expire after 300 seconds.

export const PERIOD_SECONDS = 30;
export const DIGITS = 6;
export const CHALLENGE_EXPIRY_SECONDS = 300;
export const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;

export function totpOf(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * GoTrue's QR code is an SVG that supabase-js turns into a `data:image/svg+xml;utf-8,` address
 * without escaping it, so the SVG must hold no `#` (it would end the address): colours by name.
 */
export async function qrCodeSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 2 });
  return svg.replaceAll('"#ffffff"', '"white"').replaceAll('"#000000"', '"black"');
}

/** A new TOTP secret of 20 random bytes, in base32, as GoTrue's `totp.Generate` makes it. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}
