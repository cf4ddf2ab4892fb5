/**
 * REST broadcast: `POST /realtime/v1/api/broadcast` ({messages:[{topic,event,payload,private}]}, what send()
 * falls back to when not joined) and `POST /realtime/v1/api/broadcast/<topic>/events/<event>` (httpSend()).
 * Both answer 202. Private topics need policies on realtime.messages, which local-supabase does not provide:
 * only the service role may broadcast to them.
 */
import type { Service } from '../app.ts';
import type { ApiRequest } from '../http/request.ts';
import { HttpError, json } from '../http/reply.ts';
import type { Hub } from './hub.ts';

const accepted = () => ({ status: 202, headers: {} });

async function jsonBody(req: ApiRequest): Promise<unknown> {
  const text = (await req.body()).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, { error: 'Invalid JSON body' });
  }
}

export function createBroadcastApi(hub: Hub): Service {
  return {
    async handle(req) {
      if (req.auth.error) throw new HttpError(401, { error: 'Unauthorized', message: req.auth.error.message });
      const mayPrivate = req.auth.role === 'service_role';

      if (req.path === '/api/broadcast') {
        if (req.method !== 'POST') throw new HttpError(405, { error: 'Method Not Allowed' });
        const body = await jsonBody(req);
        const messages = (body as { messages?: unknown })?.messages;
        if (!Array.isArray(messages)) throw new HttpError(422, { error: '`messages` must be a list' });
        for (const m of messages) {
          const { topic, event } = (m ?? {}) as Record<string, unknown>;
          if (typeof topic !== 'string' || typeof event !== 'string') {
            throw new HttpError(422, { error: 'each message needs a string `topic` and `event`' });
          }
        }
        for (const m of messages as Record<string, unknown>[]) {
          const isPrivate = m.private === true;
          if (isPrivate && !mayPrivate) continue;
          hub.broadcast(`realtime:${m.topic}`, isPrivate, { type: 'broadcast', event: m.event as string, payload: m.payload ?? {} });
        }
        return accepted();
      }

      const one = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(req.path);
      if (one) {
        if (req.method !== 'POST') throw new HttpError(405, { error: 'Method Not Allowed' });
        let topic: string;
        let event: string;
        try {
          [topic, event] = [decodeURIComponent(one[1]), decodeURIComponent(one[2])];
        } catch {
          throw new HttpError(400, { error: 'Malformed topic or event' });
        }
        const isPrivate = req.url.searchParams.get('private') === 'true';
        if (isPrivate && !mayPrivate) throw new HttpError(403, { error: `You do not have permissions to broadcast to this Channel topic: ${topic}` });
        const binary = (req.headers['content-type'] ?? '').startsWith('application/octet-stream');
        const payload = binary ? await req.body() : await jsonBody(req);
        hub.broadcast(`realtime:${topic}`, isPrivate, { type: 'broadcast', event, payload });
        return accepted();
      }

      return json(404, { message: 'no Route matched with those values' });
    },
  };
}
