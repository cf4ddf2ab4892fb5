/** One joined topic on one socket. */
import type { AuthInfo } from '../http/request.ts';
import type { Binding } from './bindings.ts';
import { changeEnvelope, encode, encodeUserBroadcast, type UserBroadcast, type Vsn } from './protocol.ts';

/** What a channel needs from its socket. */
export interface ChannelSocket {
  readonly vsn: Vsn;
  send(frame: string | Buffer): void;
  /** Several text messages, each given as its parts, sent in order in one write. */
  sendTexts(messages: Buffer[][]): void;
}

export interface ChannelOptions {
  topic: string;
  joinRef: string | null;
  auth: AuthInfo;
  tokenExp: number | null;
  bindings: Binding[];
  isPrivate: boolean;
  /** On a private channel: whether her insert policies let her send (broadcast, presence); else true. */
  canWrite: boolean;
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
}

/** Claims that decide what Postgres lets a subscriber read: channels with equal keys share RLS checks. */
export function claimsKey(auth: Pick<AuthInfo, 'role' | 'claims'>): string {
  return `${auth.role}\u0000${JSON.stringify(auth.claims ?? null)}`;
}

export class Channel {
  readonly topic: string;
  readonly subTopic: string;
  readonly joinRef: string | null;
  readonly bindings: Binding[];
  readonly isPrivate: boolean;
  canWrite: boolean;
  readonly broadcastSelf: boolean;
  readonly broadcastAck: boolean;
  readonly presenceKey: string;
  presenceEnabled: boolean;
  auth: AuthInfo;
  claimsKey: string;
  tokenExp: number | null;
  closed = false;
  /** The bytes around a change event's data, per list of binding ids (see changeMessage). */
  private readonly envelopes = new Map<string, [head: Buffer, tail: Buffer]>();
  /** The same, by the ids array the feed matched for a pass: found without joining the ids. */
  private readonly envelopesByIds = new WeakMap<number[], [head: Buffer, tail: Buffer]>();
  /** Pending re-check of the token's expiry. */
  expiryTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly socket: ChannelSocket,
    o: ChannelOptions,
  ) {
    this.topic = o.topic;
    this.subTopic = o.topic.replace(/^realtime:/, '');
    this.joinRef = o.joinRef;
    this.auth = o.auth;
    this.claimsKey = claimsKey(o.auth);
    this.tokenExp = o.tokenExp;
    this.bindings = o.bindings;
    this.isPrivate = o.isPrivate;
    this.canWrite = o.canWrite;
    this.broadcastSelf = o.broadcastSelf;
    this.broadcastAck = o.broadcastAck;
    this.presenceKey = o.presenceKey;
    this.presenceEnabled = o.presenceEnabled;
  }

  setAuth(auth: AuthInfo, exp: number | null) {
    this.auth = auth;
    this.claimsKey = claimsKey(auth);
    this.tokenExp = exp;
  }

  /** A server push on this topic; `joinRef: false` sends it without the join ref (fan-out messages). */
  push(event: string, payload: unknown, opts: { joinRef?: boolean; ref?: string | null } = {}) {
    if (this.closed) return;
    const joinRef = opts.joinRef === false ? null : this.joinRef;
    this.socket.send(encode(this.socket.vsn, { joinRef, ref: opts.ref ?? null, topic: this.topic, event, payload }));
  }

  /** A postgres_changes message around its `data` (JSON, encoded once for all its subscribers), to send. */
  changeMessage(ids: number[], data: Buffer): Buffer[] {
    // The head and tail depend only on the topic and the binding ids: a channel with bindings on two tables
    // alternates between two envelopes in a pass, each made once.
    let envelope = this.envelopesByIds.get(ids);
    if (!envelope) {
      const key = ids.join(',');
      envelope = this.envelopes.get(key);
      if (!envelope) this.envelopes.set(key, (envelope = changeEnvelope(this.socket.vsn, this.topic, ids)));
      this.envelopesByIds.set(ids, envelope);
    }
    return [envelope[0], data, envelope[1]];
  }

  sendBroadcast(message: UserBroadcast) {
    if (this.closed) return;
    if (Buffer.isBuffer(message.payload)) {
      // Binary payloads travel only as binary kind 4, which vsn 1.0.0 cannot carry.
      if (this.socket.vsn !== '2.0.0') return;
      const frame = encodeUserBroadcast(this.topic, message.event, message.payload);
      if (frame) this.socket.send(frame);
      return;
    }
    this.push('broadcast', { type: 'broadcast', event: message.event, payload: message.payload }, { joinRef: false });
  }

  /** Realtime's shutdown: a system error message, then phx_close. */
  systemError(message: string) {
    this.push('system', { extension: 'system', status: 'error', message, channel: this.subTopic });
  }

  /** Tells the client the channel is gone (phx_close carries the join ref as its ref). */
  sendClose() {
    this.push('phx_close', {}, { ref: this.joinRef });
    this.closed = true;
  }
}
