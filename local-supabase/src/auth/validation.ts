import { badRequest } from './errors.ts';

// The WHATWG "valid e-mail address" pattern, which GoTrue's format check (badoux/checkmail) uses.
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: required, at most 255 characters, well-formed; returned lower-cased. */
export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_RE.test(email)) throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}

const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** A Go duration ("24h", "1h30m", "90s"), as the admin API's ban_duration takes; milliseconds. */
export function parseGoDuration(text: string): number {
  const bad = () => badRequest('validation_failed', `invalid format for ban duration: time: invalid duration "${text}"`);
  if (text === '0') return 0;
  const m = /^([+-]?)((?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+$/.exec(text);
  if (!m) throw bad();
  let total = 0;
  for (const part of text.replace(/^[+-]/, '').matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g)) {
    total += Number(part[1]) * UNIT_MS[part[2]];
  }
  if (!Number.isFinite(total) || total > 1e15) throw bad();
  return m[1] === '-' ? -total : total;
}
