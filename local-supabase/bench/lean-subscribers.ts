/**
 * Subscribers that cost the bench little CPU: one WebSocket per member speaking Phoenix vsn 2.0.0 as realtime-js
 * does (the same join payload, the same frames from the server), read with the bench's own small client
 * (raw-websocket.ts) and without parsing events: each change event's table and content are found in its bytes.
 * The load generator is lean for the same reason (see http-load.ts): on two cores, what the bench spends is
 * taken from the server.
 */
import { RawWebSocket } from './raw-websocket.ts';
import type { MixedReady, Subscribers } from './mixed-load.ts';

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

const TABLE_FIELD = Buffer.from('"table":"');
const CONTENT_FIELD = Buffer.from('"content":"');
const TABLES = ['posts', 'messages'].map((name) => [name, Buffer.from(`${name}"`)] as const);

/*
 * An event's table and content are found in its bytes without parsing the rest: the bench's markers and table
 * names are plain ASCII with nothing to escape. A field misread would show as a missing delivery, never a false
 * one. About a microsecond an event: 50 subscribers receive some 30,000 events a second.
 */

/** Where the table's name starts, after `from`, or -1. */
function tableAt(data: Buffer, from: number, end: number): number {
  const at = data.indexOf(TABLE_FIELD, from) + TABLE_FIELD.length;
  return at < TABLE_FIELD.length || at >= end ? -1 : at;
}

/** The table named at `at` (one of the bench's, without making a string), or ''. */
function tableIn(data: Buffer, at: number): string {
  for (const [name, bytes] of TABLES) if (at >= 0 && data.compare(bytes, 0, bytes.length, at, at + bytes.length) === 0) return name;
  return '';
}

/** The record's content, after `from` (the columns list before it names the column as `"name":"content"`). */
function contentIn(data: Buffer, from: number, end: number): string {
  const at = data.indexOf(CONTENT_FIELD, from) + CONTENT_FIELD.length;
  if (at < CONTENT_FIELD.length || at >= end) return '';
  const close = data.indexOf(0x22, at);
  return close < 0 || close >= end ? '' : data.toString('latin1', at, close);
}

class LeanSocket {
  private ref = 0;
  private readonly replies = new Map<string, (payload: Record<string, unknown>) => void>();
  private readonly heartbeat: NodeJS.Timeout;
  onChange: ((table: string, content: string) => void) | null = null;
  /** How the current channel's change events begin: `[null,null,"realtime:<topic>","postgres_changes",{`. */
  private changePrefix: Buffer | null = null;

  private constructor(private readonly ws: RawWebSocket) {
    ws.onText = (data, start, end) => this.received(data, start, end);
    this.heartbeat = setInterval(() => void this.push('phoenix', 'heartbeat', {}, null), 25_000).unref();
  }

  static open(url: string, anonKey: string): Promise<LeanSocket> {
    return RawWebSocket.connect(`${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=2.0.0`).then((ws) => new LeanSocket(ws));
  }

  private push(topic: string, event: string, payload: unknown, joinRef: string | null): Promise<Record<string, unknown>> {
    const ref = String(++this.ref);
    this.ws.sendText(JSON.stringify([joinRef, ref, topic, event, payload]));
    return new Promise((resolve) => this.replies.set(ref, resolve));
  }

  private received(data: Buffer, start: number, end: number) {
    const prefix = this.changePrefix;
    if (prefix && end - start > prefix.length && data.compare(prefix, 0, prefix.length, start, start + prefix.length) === 0) {
      const table = tableAt(data, start + prefix.length, end);
      this.onChange?.(tableIn(data, table), contentIn(data, table < 0 ? end : table, end));
      return;
    }
    const [, ref, , event, payload] = JSON.parse(data.toString('utf8', start, end)) as Frame;
    if (event === 'phx_reply' && ref !== null) {
      this.replies.get(ref)?.(payload);
      this.replies.delete(ref);
    }
  }

  async join(topic: string, token: string): Promise<void> {
    const ref = String(this.ref + 1);
    const config = {
      broadcast: { ack: false, self: false },
      presence: { key: '', enabled: false },
      postgres_changes: [
        { event: 'INSERT', schema: 'public', table: 'posts' },
        { event: 'INSERT', schema: 'public', table: 'messages' },
      ],
      private: false,
    };
    this.changePrefix = Buffer.from(`[null,null,${JSON.stringify(`realtime:${topic}`)},"postgres_changes",{`);
    const reply = await this.push(`realtime:${topic}`, 'phx_join', { config, access_token: token }, ref);
    if (reply.status !== 'ok') throw new Error(`join ${topic}: ${JSON.stringify(reply.response)}`);
  }

  async leave(topic: string): Promise<void> {
    await this.push(`realtime:${topic}`, 'phx_leave', {}, null);
  }

  close() {
    clearInterval(this.heartbeat);
    this.ws.close();
  }
}

/** As openSubscribers (mixed-load.ts): the first `count` members on the posts feed and their messages. */
export function openLeanSubscribers(ready: MixedReady, count: number): Subscribers {
  const members = ready.members.slice(0, count);
  const sockets = Promise.all(members.map(() => LeanSocket.open(ready.url, ready.anonKey)));
  let joins = 0;
  let topics: string[] = [];
  return {
    members,
    async join(onEvent) {
      const round = ++joins;
      const all = await sockets;
      topics = all.map((_, i) => `mixed-${i}-${round}`);
      await Promise.all(
        all.map((socket, i) => {
          socket.onChange = (table, content) => onEvent(members[i], table, content);
          return socket.join(topics[i], ready.tokens[i]);
        }),
      );
    },
    async leave() {
      const all = await sockets;
      await Promise.all(all.map((socket, i) => socket.leave(topics[i])));
      for (const socket of all) socket.onChange = null;
    },
    close: () => void sockets.then((all) => all.forEach((s) => s.close())),
  };
}
