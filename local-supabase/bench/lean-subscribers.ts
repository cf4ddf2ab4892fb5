/**
 * Subscribers that cost the bench little CPU: one raw WebSocket per member speaking Phoenix vsn 2.0.0 as
 * realtime-js does (the same join payload, the same frames from the server), but reading each event with one
 * JSON.parse instead of supabase-js's serializer, channel dispatch and column casting. The load generator is
 * lean for the same reason (see http-load.ts): on two cores, what the bench spends is taken from the server.
 */
import WebSocket from 'ws';
import type { MixedReady, Subscribers } from './mixed-load.ts';

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

/**
 * A string field's value in an event's JSON, found without parsing the rest: the bench's markers and table names
 * are plain ASCII with nothing to escape. A field it misread would show as a missing delivery, never a false one.
 */
function field(text: string, name: string): string {
  const key = `"${name}":"`;
  const start = text.indexOf(key) + key.length;
  return start < key.length ? '' : text.slice(start, text.indexOf('"', start));
}

class LeanSocket {
  private ref = 0;
  private readonly replies = new Map<string, (payload: Record<string, unknown>) => void>();
  private readonly heartbeat: NodeJS.Timeout;
  onChange: ((table: string, content: string) => void) | null = null;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => this.received(data));
    this.heartbeat = setInterval(() => void this.push('phoenix', 'heartbeat', {}, null), 25_000).unref();
  }

  static open(url: string, anonKey: string): Promise<LeanSocket> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=2.0.0`, { skipUTF8Validation: true });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new LeanSocket(ws)));
      ws.once('error', reject);
    });
  }

  private push(topic: string, event: string, payload: unknown, joinRef: string | null): Promise<Record<string, unknown>> {
    const ref = String(++this.ref);
    this.ws.send(JSON.stringify([joinRef, ref, topic, event, payload]));
    return new Promise((resolve) => this.replies.set(ref, resolve));
  }

  private received(data: Buffer) {
    const text = data.toString('latin1');
    if (text.includes('"postgres_changes",{')) {
      this.onChange?.(field(text, 'table'), field(text, 'content'));
      return;
    }
    const [, ref, , event, payload] = JSON.parse(data.toString()) as Frame;
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
