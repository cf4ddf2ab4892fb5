import { json } from '../../http/reply.ts';
import type { RouteHandler } from '../context.ts';
import { AuthError, forbidden, notFound } from '../errors.ts';
import { requireAdmin } from '../guards.ts';
import { readOutbox } from '../mailer.ts';

/**
 * GET /_local/outbox?email=&limit=: the emails local-supabase "sent" (newest first), with their links and codes.
 * A recovery link signs its reader in as that member, so: only while the outbox is on (the demo keys, or
 * LOCAL_SUPABASE_OUTBOX), only with the service-role key (a loopback caller may be a reverse proxy's visitor),
 * and never for a browser page (browsers send Origin on cross-origin requests; the server adds no CORS here).
 */
export const outbox: RouteHandler = async (ctx, req) => {
  if (!ctx.app.settings.outbox) throw notFound('not_found', 'The local outbox is off (LOCAL_SUPABASE_OUTBOX)');
  if (req.headers.origin !== undefined) throw forbidden('not_admin', 'The outbox does not answer browser pages');
  try {
    requireAdmin(req, ctx.app.settings.jwtSecret);
  } catch (e) {
    if (e instanceof AuthError && e.status === 401) throw e;
    throw forbidden('not_admin', 'The outbox takes the service-role key');
  }
  const email = req.url.searchParams.get('email');
  const limitRaw = Number(req.url.searchParams.get('limit') ?? '50');
  const limit = Number.isInteger(limitRaw) && limitRaw > 0 ? Math.min(limitRaw, 500) : 50;
  return json(200, { messages: await readOutbox(ctx.app.db, email || null, limit) });
};
