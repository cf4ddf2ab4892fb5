import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import type { AuthContext } from './context.ts';

const cache = new Map<string, boolean>();

/** `[auth.email] secure_password_change` of `<projectDir>/config.toml` (the CLI's default: false). */
function fromConfigToml(projectDir: string): boolean {
  const known = cache.get(projectDir);
  if (known !== undefined) return known;
  let value = false;
  try {
    const config = parse(readFileSync(path.join(projectDir, 'config.toml'), 'utf8')) as {
      auth?: { email?: { secure_password_change?: unknown } };
    };
    value = config.auth?.email?.secure_password_change === true;
  } catch {
    // No config.toml (or an unreadable one): the CLI's default.
  }
  cache.set(projectDir, value);
  return value;
}

/** Hosted "Secure password change": a password change from a session older than 24 hours needs a nonce. */
export const securePasswordChange = (ctx: AuthContext): boolean =>
  ctx.app.settings.securePasswordChange ?? fromConfigToml(ctx.app.settings.projectDir);
