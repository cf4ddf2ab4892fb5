/**
 * A fake OpenAI-compatible chat-completions server that really listens on a loopback port: each request to
 * POST /v1/chat/completions takes the next scripted behaviour (or answers plain text when none is left), and
 * every request body is recorded.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Behaviour =
  | { text: string }
  | { json: unknown }
  | { stream: string[]; delayMs?: number }
  | { status: number }
  | { hang: true };

export interface FakeModel {
  /** The base URL to give AI_BASE_URL. */
  baseUrl: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  requests: any[];
  /** The Authorization header of each request. */
  authorizations: (string | undefined)[];
  /** Queues behaviours for the next requests. */
  script(...behaviours: Behaviour[]): void;
  reset(): void;
  stop(): Promise<void>;
}

export const DEFAULT_REPLY = 'Hello from the model.';

function completion(content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

const chunk = (delta: Record<string, string>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: 'fake-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

async function respond(b: Behaviour, res: ServerResponse): Promise<void> {
  if ('hang' in b) return; // never answers; the client's timeout must end it
  if ('status' in b) {
    // retry-after-ms keeps the client's one retry quick.
    res.writeHead(b.status, { 'content-type': 'application/json', 'retry-after-ms': '10' });
    res.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
    return;
  }
  if ('stream' in b) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(chunk({ role: 'assistant' }));
    for (const piece of b.stream) {
      if (b.delayMs) await new Promise((r) => setTimeout(r, b.delayMs));
      res.write(chunk({ content: piece }));
    }
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
    return;
  }
  const content = 'json' in b ? (typeof b.json === 'string' ? b.json : JSON.stringify(b.json)) : b.text;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(completion(content)));
}

export async function startFakeModel(): Promise<FakeModel> {
  let queue: Behaviour[] = [];
  const requests: unknown[] = [];
  const authorizations: (string | undefined)[] = [];
  const open = new Set<ServerResponse>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      requests.push(JSON.parse(body));
      authorizations.push(req.headers.authorization);
      open.add(res);
      res.on('close', () => open.delete(res));
      void respond(queue.shift() ?? { text: DEFAULT_REPLY }, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    authorizations,
    script: (...b) => queue.push(...b),
    reset: () => {
      queue = [];
      requests.length = 0;
      authorizations.length = 0;
    },
    stop: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
