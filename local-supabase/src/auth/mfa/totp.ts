import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as Supabase Auth configures it: SHA-1, six digits, 30-second steps, one step of clock skew. */
const PERIOD = 30;
const DIGITS = 6;
const SKEW_STEPS = 1;

export interface TotpKey {
  secret: string;
  uri: string;
  /** SVG markup of the URI's QR code (auth-js turns it into a data: URI). */
  qrCode: string;
}

/** A fresh 160-bit secret, its otpauth:// URI (issuer, account) and the QR code of the URI. */
export async function generateTotpKey(issuer: string, account: string): Promise<TotpKey> {
  const totp = new TOTP({ issuer, label: account, algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: new Secret({ size: 20 }) });
  const uri = totp.toString();
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 1 });
  return { secret: totp.secret.base32, uri, qrCode };
}

/**
 * The time step (Unix time / 30 s) whose code `code` is, among now and the steps before and after; null when it
 * is none of them.
 */
export function totpCodeStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = new TOTP({ algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(secret) });
  const delta = totp.validate({ token: code, timestamp: now, window: SKEW_STEPS });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** Whether `code` is the secret's code for now or for the step before or after. */
export function validTotpCode(secret: string, code: string, now = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const totp = new TOTP({ algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(secret) });
  return totp.validate({ token: code, timestamp: now, window: SKEW_STEPS }) !== null;
}
