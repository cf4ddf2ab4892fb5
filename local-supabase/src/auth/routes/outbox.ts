import { isIP } from 'node:net';
import { json } from '../../http/reply.ts';
import type { RouteHandler } from '../context.ts';
import { forbidden } from '../errors.ts';
import { requireClaims } from '../guards.ts';
import { readOutbox } from '../mailer.ts';

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  return a === '::1' || (isIP(a) === 4 && a.startsWith('127.'));
}

/**
 * GET /_local/outbox?email=&limit=: the emails local-supabase "sent" (newest first), with their links and codes.
 * A development tool: open to requests from this machine, otherwise it takes the service-role key.
 */
export const outbox: RouteHandler = async (ctx, req) => {
  if (!isLoopbackAddress(req.raw.socket.remoteAddress)) {
    const claims = requireClaims(req, ctx.app.settings.jwtSecret);
    if (claims.role !== 'service_role') throw forbidden('not_admin', 'The outbox is only readable from this machine or with the service role');
  }
  const email = req.url.searchParams.get('email');
  const limitRaw = Number(req.url.searchParams.get('limit') ?? '50');
  const limit = Number.isInteger(limitRaw) && limitRaw > 0 ? Math.min(limitRaw, 500) : 50;
  return json(200, { messages: await readOutbox(ctx.app.db, email || null, limit) });
};
