import type { RouteHandler } from '../context.ts';
import { badRequest } from '../errors.ts';
import { requireUser } from '../guards.ts';
import { logout as endSessions, type LogoutScope } from '../sessions.ts';

const SCOPES = new Map<string, LogoutScope>([
  ['', 'global'],
  ['global', 'global'],
  ['local', 'local'],
  ['others', 'others'],
]);

/** POST /logout?scope=global|local|others: 204, the sessions are gone (their tokens stop working). */
export const logout: RouteHandler = async (ctx, req) => {
  const { user, sessionId } = await requireUser(ctx.app.db, req, ctx.app.settings.jwtSecret);
  const raw = req.url.searchParams.get('scope') ?? '';
  const scope = SCOPES.get(raw);
  if (!scope) throw badRequest('validation_failed', `Unsupported logout scope ${JSON.stringify(raw)}`);
  await ctx.app.db.transaction((tx) => endSessions(tx, user.id, sessionId, scope));
  return { status: 204 };
};
