/** One WebSocket: decodes frames, answers the `phoenix` topic, routes the rest to its channels. */
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { ChangeFeed } from './change-feed.ts';
import { authorizePrivate } from './authorization.ts';
import { Channel } from './channel.ts';
import type { Hub } from './hub.ts';
import { prepareJoin, type RealtimeContext, type SocketAuth } from './join.ts';
import { decodeBinary, decodeText, encode, textFrames, type PhxMessage, type UserBroadcast, type Vsn } from './protocol.ts';
import { checkToken } from './tokens.ts';

/** setTimeout's ceiling is about 24.8 days; the expiry is re-checked at least hourly. */
const MAX_EXPIRY_CHECK_MS = 60 * 60 * 1000;

/** The reason a join gets when it failed on the server's side; the details go to the server's log only. */
export const JOIN_FAILED = 'Unable to join: the server could not set up this subscription';

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export class Connection {
  private channels = new Map<string, Channel>();
  /** Frames are handled one after the other, so a leave never overtakes its join. */
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    private readonly socketAuth: SocketAuth,
    private readonly ctx: RealtimeContext & { hub: Hub; feed: Pick<ChangeFeed, 'sync'> },
    /** The upgraded connection under `ws` (what ws writes its frames to). */
    private readonly stream?: Duplex,
  ) {
    ws.on('message', (data, isBinary) => {
      const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      const msg = isBinary ? decodeBinary(buf) : decodeText(buf.toString('utf8'));
      if (!msg) {
        if (ctx.settings.log) ctx.log(`realtime: ignored a malformed ${isBinary ? 'binary' : 'text'} frame`);
        return;
      }
      this.queue = this.queue.then(() =>
        this.handle(msg).catch((e) => ctx.log(`realtime: error handling ${msg.event} on ${msg.topic}: ${(e as Error).stack ?? e}`)),
      );
    });
    ws.on('close', () => this.dispose());
    ws.on('error', () => this.dispose());
  }

  send(frame: string | Buffer) {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(frame, { binary: typeof frame !== 'string' });
  }

  sendTexts(messages: Buffer[][]) {
    if (this.closed || this.ws.readyState !== this.ws.OPEN || !messages.length) return;
    // Framed here and written straight to the connection: ws writes each send synchronously unless it is
    // compressing (permessage-deflate is not offered, see index.ts) or reading a Blob (never sent here), so
    // these bytes keep their place among its frames.
    if (this.stream && !this.ws.extensions) this.stream.write(textFrames(messages));
    else for (const parts of messages) this.ws.send(Buffer.concat(parts), { binary: false });
  }

  /** Closes the socket (server shutdown). */
  close(code = 1001, reason = 'server shutting down') {
    this.dispose();
    try {
      this.ws.close(code, reason);
    } catch {
      this.ws.terminate();
    }
  }

  private reply(msg: PhxMessage, status: 'ok' | 'error', response: unknown) {
    this.send(encode(this.vsn, { joinRef: msg.joinRef, ref: msg.ref, topic: msg.topic, event: 'phx_reply', payload: { status, response } }));
  }

  private async handle(msg: PhxMessage) {
    if (this.closed) return;
    if (msg.topic === 'phoenix') {
      if (msg.event === 'heartbeat') this.reply(msg, 'ok', {});
      else this.reply(msg, 'error', { reason: 'unmatched topic' });
      return;
    }
    if (msg.event === 'phx_join') return this.join(msg);
    const channel = this.channels.get(msg.topic);
    if (!channel) {
      this.reply(msg, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (msg.event) {
      case 'phx_leave':
        this.reply(msg, 'ok', {});
        this.remove(channel);
        channel.sendClose();
        return;
      case 'access_token':
        return this.accessToken(channel, obj(msg.payload).access_token);
      case 'broadcast':
        return this.broadcast(channel, msg);
      case 'presence':
        return this.presence(channel, msg);
      default:
        this.reply(msg, 'error', { reason: `Unexpected message from client of type \`${msg.event}\`` });
    }
  }

  private async join(msg: PhxMessage) {
    if (!msg.topic.startsWith('realtime:')) {
      this.reply(msg, 'error', { reason: 'unmatched topic' });
      return;
    }
    // A second join on a topic replaces the first (Phoenix closes the existing channel).
    const existing = this.channels.get(msg.topic);
    if (existing) {
      this.remove(existing);
      existing.sendClose();
    }
    let result: Awaited<ReturnType<typeof prepareJoin>>;
    try {
      result = await prepareJoin(this.ctx, this.socketAuth, msg);
    } catch (e) {
      // A failure of ours (the database, say): the client hears of it instead of waiting for a reply.
      this.ctx.log(`realtime: join of ${msg.topic} failed: ${(e as Error).stack ?? e}`);
      this.reply(msg, 'error', { reason: JOIN_FAILED });
      return;
    }
    if (this.closed) return;
    if (!result.ok) {
      this.reply(msg, 'error', { reason: result.reason });
      return;
    }
    // Changes committed before this join go only to the subscribers that were already there.
    if (result.options.bindings.length) await this.ctx.feed.sync();
    if (this.closed) return;
    const channel = new Channel(this, result.options);
    this.channels.set(channel.topic, channel);
    this.ctx.hub.add(channel);
    this.reply(msg, 'ok', { postgres_changes: channel.bindings.map((b) => ({ ...b.params, id: b.id })) });
    if (channel.bindings.length) {
      channel.push('system', { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: channel.subTopic });
    }
    if (channel.presenceEnabled) channel.push('presence_state', this.ctx.hub.presenceState(channel.topic, channel.isPrivate));
    this.scheduleExpiry(channel);
  }

  /** Shuts a channel down as Realtime does: a system error message, then phx_close. */
  private shutdown(channel: Channel, message: string) {
    channel.systemError(message);
    this.remove(channel);
    channel.sendClose();
  }

  private async accessToken(channel: Channel, token: unknown) {
    // Realtime ignores new-format keys, null and the token already in use.
    if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.auth.token) return;
    const checked = checkToken(token, this.ctx.settings);
    if (!checked.ok) return this.shutdown(channel, checked.message);
    if (channel.isPrivate) {
      // A new token is authorised again: the policies may answer differently for the new claims.
      const permissions = await authorizePrivate(this.ctx.db, checked.auth, channel.subTopic, this.ctx.log);
      if (channel.closed || this.closed) return;
      if (!permissions.read) return this.shutdown(channel, `You no longer have permission to read from this Channel topic: ${channel.subTopic}`);
      channel.canWrite = permissions.write;
    }
    channel.setAuth(checked.auth, checked.exp);
    this.scheduleExpiry(channel);
  }

  private scheduleExpiry(channel: Channel) {
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    channel.expiryTimer = null;
    if (channel.tokenExp === null) return;
    const ms = Math.min(MAX_EXPIRY_CHECK_MS, Math.max(0, channel.tokenExp * 1000 - Date.now()));
    channel.expiryTimer = setTimeout(() => {
      channel.expiryTimer = null;
      if (channel.closed || this.closed) return;
      const now = Math.floor(Date.now() / 1000);
      if (channel.tokenExp !== null && channel.tokenExp <= now) {
        this.shutdown(channel, `Token has expired ${now - channel.tokenExp} seconds ago`);
      } else {
        this.scheduleExpiry(channel);
      }
    }, ms + 50);
    channel.expiryTimer.unref();
  }

  private broadcast(channel: Channel, msg: PhxMessage) {
    const p = obj(msg.payload);
    if (typeof p.event !== 'string') {
      this.reply(msg, 'error', { reason: 'broadcast needs an `event`' });
      return;
    }
    // Without an insert policy for her on a private topic the message is dropped, as Realtime does (no reply).
    if (!channel.canWrite) {
      if (this.ctx.settings.log) this.ctx.log(`realtime: dropped a broadcast on ${channel.subTopic}: no permission to write`);
      return;
    }
    const message: UserBroadcast = { type: 'broadcast', event: p.event, payload: p.payload ?? {} };
    this.ctx.hub.broadcast(channel.topic, channel.isPrivate, message, channel);
    if (channel.broadcastAck) this.reply(msg, 'ok', {});
  }

  private presence(channel: Channel, msg: PhxMessage) {
    const p = obj(msg.payload);
    if (p.event === 'track') {
      if (!channel.canWrite) {
        this.reply(msg, 'error', { reason: `You do not have permissions to track presence on this Channel topic: ${channel.subTopic}` });
        return;
      }
      const payload = p.payload;
      if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
        this.reply(msg, 'error', { reason: 'Presence track payload must be a map' });
        return;
      }
      // Tracking also turns presence on for this channel, as on the hosted service.
      if (!channel.presenceEnabled) {
        channel.presenceEnabled = true;
        channel.push('presence_state', this.ctx.hub.presenceState(channel.topic, channel.isPrivate));
      }
      this.ctx.hub.track(channel, payload as Record<string, unknown>);
      this.reply(msg, 'ok', {});
    } else if (p.event === 'untrack') {
      this.ctx.hub.untrack(channel);
      this.reply(msg, 'ok', {});
    } else {
      this.reply(msg, 'error', { reason: 'presence event must be track or untrack' });
    }
  }

  private remove(channel: Channel) {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    channel.expiryTimer = null;
    this.ctx.hub.remove(channel);
  }

  private dispose() {
    if (this.closed) return;
    for (const ch of this.channels.values()) {
      this.remove(ch);
      ch.closed = true;
    }
    this.closed = true;
  }
}
