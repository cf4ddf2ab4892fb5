/** phx_join on a `realtime:<name>` topic: token, privacy, postgres_changes bindings. */
import { randomUUID } from 'node:crypto';
import type { Settings } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { AuthInfo } from '../http/request.ts';
import { authorizePrivate } from './authorization.ts';
import { BindingError, resolveBindings, subscriptionException, type Binding } from './bindings.ts';
import type { Catalog } from './catalog.ts';
import type { ChannelOptions } from './channel.ts';
import { FilterError } from './filters.ts';
import { checkToken } from './tokens.ts';
import { validateFilters } from './visibility.ts';

export interface RealtimeContext {
  settings: Settings;
  db: Db;
  catalog: Catalog;
  log(line: string): void;
}

/** The socket's own credentials (from ?apikey=), used when a join carries no access_token. */
export interface SocketAuth {
  auth: AuthInfo;
  exp: number | null;
}

export type JoinResult = { ok: true; options: ChannelOptions } | { ok: false; reason: string };

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Hosted Realtime's words when the member may not receive on a private topic. */
export const readRefusal = (subTopic: string) => `You do not have permissions to read from this Channel topic: ${subTopic}`;

/** Realtime's `<Code>: <message>` join error. */
const fail = (code: string, message: string): JoinResult => ({ ok: false, reason: `${code}: ${message}` });

function isDbError(e: unknown): e is Error & { code: string } {
  return e instanceof Error && typeof (e as { code?: unknown }).code === 'string';
}

async function bindingsFor(ctx: RealtimeContext, raw: unknown, auth: AuthInfo): Promise<Binding[]> {
  if (!Array.isArray(raw) || raw.length === 0) return resolveBindings(raw, ctx.catalog);
  await ctx.catalog.refresh();
  let bindings = resolveBindings(raw, ctx.catalog);
  // Tables published after start-up have no capture trigger yet.
  if (bindings.some((b) => b.tables.some((t) => !ctx.catalog.get(t)?.hasTrigger))) {
    await ctx.catalog.syncTriggers();
    await ctx.catalog.refresh();
    bindings = resolveBindings(raw, ctx.catalog);
  }
  for (const b of bindings) {
    for (const key of b.tables) {
      try {
        await validateFilters(ctx.db, ctx.catalog.get(key)!, b.filters, auth.role);
      } catch (e) {
        if (e instanceof FilterError) throw subscriptionException(b.params, `ERROR P0001 (raise_exception) ${e.message}`);
        if (isDbError(e)) throw subscriptionException(b.params, `ERROR ${e.code} ${e.message}`);
        throw e;
      }
    }
  }
  return bindings;
}

export async function prepareJoin(
  ctx: RealtimeContext,
  socket: SocketAuth,
  msg: { topic: string; joinRef: string | null; payload: unknown },
): Promise<JoinResult> {
  const subTopic = msg.topic.slice('realtime:'.length);
  if (!subTopic) return fail('TopicNameRequired', 'You must provide a topic name');
  const payload = obj(msg.payload);
  const config = obj(payload.config);

  let auth = socket.auth;
  let exp = socket.exp;
  const accessToken = payload.access_token ?? payload.user_token;
  if (typeof accessToken === 'string' && !accessToken.startsWith('sb_')) {
    const checked = checkToken(accessToken, ctx.settings);
    if (!checked.ok) return fail(checked.code, checked.message);
    [auth, exp] = [checked.auth, checked.exp];
  }

  const isPrivate = config.private === true;
  // Private channels: the member's row-level security on realtime.messages decides (receive to join, send to
  // broadcast), as Realtime Authorization does; public channels need no policy.
  const permissions = isPrivate ? await authorizePrivate(ctx.db, auth, subTopic, ctx.log) : { read: true, write: true };
  if (!permissions.read) return fail('Unauthorized', readRefusal(subTopic));

  let bindings: Binding[];
  try {
    bindings = await bindingsFor(ctx, config.postgres_changes, auth);
  } catch (e) {
    if (e instanceof BindingError) return fail('RealtimeDisabledForConfiguration', e.message);
    throw e;
  }

  const broadcast = obj(config.broadcast);
  const presence = obj(config.presence);
  return {
    ok: true,
    options: {
      topic: msg.topic,
      joinRef: msg.joinRef,
      auth,
      tokenExp: exp,
      bindings,
      isPrivate,
      canWrite: permissions.write,
      broadcastSelf: broadcast.self === true,
      broadcastAck: broadcast.ack === true,
      presenceKey: typeof presence.key === 'string' && presence.key ? presence.key : randomUUID(),
      presenceEnabled: presence.enabled === true,
    },
  };
}
