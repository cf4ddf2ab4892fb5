import type { App, Service } from '../app.ts';
import { isPgError } from '../db/types.ts';
import type { Reply } from '../http/reply.ts';
import type { ApiRequest } from '../http/request.ts';
import type { AuthContext } from './context.ts';
import { AuthError, errorReply, OAuthError } from './errors.ts';
import { PasswordHasher } from './passwords.ts';
import { AuthRateLimiter, GuessLimiter } from './rate-limit.ts';
import { route } from './router.ts';

/**
 * Supabase Auth (GoTrue) at /auth/v1: email and password sign-up and sign-in, refresh-token rotation, the
 * user endpoints, logout scopes, email links through a local outbox, and the admin API.
 */
export function createAuthService(app: App): Service {
  const ctx: AuthContext = { app, hasher: new PasswordHasher(app.settings.passwordHashCost), guesses: new GuessLimiter(app.settings) };
  const limiter = new AuthRateLimiter(app.settings);

  const failure = (e: unknown, req: ApiRequest): Reply => {
    if (e instanceof AuthError || e instanceof OAuthError) return errorReply(e, req.headers);
    // Input the database refuses (invalid text, out-of-range values) is the client's mistake, not ours.
    if (isPgError(e) && e.code!.startsWith('22')) {
      return errorReply(new AuthError(400, 'validation_failed', `Invalid input: ${e.message}`), req.headers);
    }
    if (isPgError(e) && e.code!.startsWith('23')) {
      return errorReply(new AuthError(409, 'conflict', `${e.message}${e.detail ? ` (${e.detail})` : ''}`), req.headers);
    }
    app.log(`auth error: ${req.method} ${req.path}: ${(e as Error)?.stack ?? e}`);
    return errorReply(new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'), req.headers);
  };

  return {
    async handle(req) {
      try {
        const { handler, params } = route(req.method, req.path);
        limiter.check(req);
        return await handler(ctx, req, params);
      } catch (e) {
        return failure(e, req);
      }
    },
    close: () => ctx.hasher.close(),
  };
}
