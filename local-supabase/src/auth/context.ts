import type { App } from '../app.ts';
import type { ApiRequest } from '../http/request.ts';
import type { Reply } from '../http/reply.ts';
import type { PasswordHasher } from './passwords.ts';
import type { GuessLimiter } from './rate-limit.ts';
import type { TokenSettings } from './sessions.ts';

/** What every Auth route handler works with. */
export interface AuthContext {
  app: App;
  hasher: PasswordHasher;
  /** Guesses of one-time codes checked inside a route (reauthentication nonces), per member and per address. */
  guesses: GuessLimiter;
}

export type RouteHandler = (ctx: AuthContext, req: ApiRequest, params: string[]) => Promise<Reply>;

/** Email confirmation off (the CLI default) means Supabase Auth's mailer "autoconfirm". */
export const autoconfirm = (ctx: AuthContext) => !ctx.app.settings.enableConfirmations;

/** The issuer is the public Auth URL, known once the server listens (e.g. http://127.0.0.1:54321/auth/v1). */
export function tokenSettings(ctx: AuthContext): TokenSettings {
  return {
    issuer: `${ctx.app.url()}/auth/v1`,
    secret: ctx.app.settings.jwtSecret,
    expirySeconds: ctx.app.settings.jwtExpirySeconds,
  };
}

export const userAgent = (req: ApiRequest) => req.headers['user-agent'];

export const maxBody = (ctx: AuthContext) => ctx.app.settings.maxBodyBytes;
