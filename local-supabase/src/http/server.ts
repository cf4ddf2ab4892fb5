import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pipeline, Readable, type Duplex } from 'node:stream';
import type { App, Service } from '../app.ts';
import { bearerFor, resolveAuth } from './keys.ts';
import { flattenHeaders, HttpError, json, type Reply } from './reply.ts';
import { bodyReader, type ApiRequest } from './request.ts';
import { plainRequestTarget } from './request-target.ts';
import { TRACE, trace, traceEnd, traceStart } from '../trace.ts';

export const EXPOSED_HEADERS = [
  'Content-Range',
  'Range-Unit',
  'Location',
  'Content-Location',
  'Preference-Applied',
  'X-Supabase-Api-Version',
  'x-sb-error-code',
  'x-relay-error',
  'X-Total-Count',
  'Link',
].join(', ');

const ALLOWED_HEADERS =
  'authorization, apikey, x-client-info, content-type, accept, accept-profile, content-profile, prefer, range, ' +
  'range-unit, x-supabase-api-version, x-retry-count, x-upsert, x-metadata, cache-control, x-region, traceparent, ' +
  'tracestate, baggage';

export interface Routes {
  /** Path prefix (e.g. "/rest/v1") → service. */
  services: Record<string, Service>;
  /** WebSocket upgrades (realtime). */
  upgrade?: (req: IncomingMessage, socket: Duplex, head: Buffer, path: string) => void;
}

/** Development endpoints that hand out secrets (the auth outbox): never readable by a web page. */
const NO_CORS = /^\/auth\/v1\/_local(\/|$)/;

function corsHeaders(req: IncomingMessage): Record<string, string> {
  if (NO_CORS.test((req.url ?? '').split('?')[0])) return {};
  return {
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-expose-headers': EXPOSED_HEADERS,
    vary: 'Origin',
  };
}

export function createHttpServer(app: App, routes: Routes): Server {
  const prefixes = Object.keys(routes.services).sort((a, b) => b.length - a.length);

  const write = (req: IncomingMessage, res: ServerResponse, reply: Reply, started: number) => {
    const headers = { ...corsHeaders(req), ...reply.headers };
    const body = reply.body;
    if (body instanceof Readable) {
      res.writeHead(reply.status, headers);
      if (req.method === 'HEAD') {
        body.destroy();
        res.end();
      } else {
        // pipeline destroys the source when the client goes away, and the response when the source fails.
        pipeline(body, res, () => {});
      }
    } else if (req.method === 'HEAD') {
      res.writeHead(reply.status, headers).end();
    } else {
      // A known length, as the hosted gateway sends it, rather than chunked encoding.
      if (body !== undefined && reply.status !== 204 && reply.status !== 304) headers['content-length'] ??= String(Buffer.byteLength(body));
      if (TRACE) trace('s.reply');
      res.writeHead(reply.status, headers).end(body);
      if (TRACE) traceEnd('s.ended');
    }
    if (app.settings.log) {
      const ms = (performance.now() - started).toFixed(1);
      app.log(`${req.method} ${req.url?.split('?')[0]} ${reply.status} ${ms}ms`);
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    if (TRACE && req.headers['x-trace-id']) traceStart('s.request', { id: Number(req.headers['x-trace-id']) });
    if (req.method === 'OPTIONS' && NO_CORS.test((req.url ?? '').split('?')[0])) {
      write(req, res, { status: 403 }, started);
      return;
    }
    if (req.method === 'OPTIONS') {
      write(
        req,
        res,
        {
          status: 200,
          headers: {
            'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
            'access-control-allow-headers': (req.headers['access-control-request-headers'] as string) ?? ALLOWED_HEADERS,
            'access-control-max-age': '86400',
          },
        },
        started,
      );
      return;
    }
    const raw = req.url ?? '/';
    let url: URL | undefined;
    let target = plainRequestTarget(raw);
    if (!target) {
      try {
        url = new URL(raw, 'http://local');
      } catch {
        write(req, res, json(400, { message: 'Malformed request URL' }), started);
        return;
      }
      target = url;
    }
    const { pathname, search } = target;
    const prefix = prefixes.find((p) => pathname === p || pathname.startsWith(p + '/'));
    if (!prefix) {
      const reply =
        pathname === '/' || pathname === '/health'
          ? json(200, { name: 'local-supabase', status: 'ok' })
          : json(404, { message: 'no Route matched with those values' });
      write(req, res, reply, started);
      return;
    }
    const headers = flattenHeaders(req.headers);
    const whole = () => (url ??= new URL(raw, 'http://local'));
    const apikey = headers.apikey ?? (search.includes('apikey') || search.includes('%') ? (whole().searchParams.get('apikey') ?? undefined) : undefined);
    const token = bearerFor(headers.authorization, apikey, app.settings);
    const apiReq: ApiRequest = {
      method: req.method ?? 'GET',
      path: pathname.slice(prefix.length) || '/',
      search,
      get url() {
        return whole();
      },
      headers,
      auth: resolveAuth(token, app.settings),
      raw: req,
      body: bodyReader(req, app.settings.maxBodyBytes, () => new HttpError(413, { message: 'Payload Too Large' })),
    };
    if (TRACE) trace('s.auth');
    let reply: Reply;
    try {
      reply = await routes.services[prefix].handle(apiReq);
    } catch (e) {
      if (e instanceof HttpError) {
        reply = e.toReply();
      } else {
        app.log(`error: ${req.method} ${pathname}: ${(e as Error).stack ?? e}`);
        reply = json(500, { message: 'Internal server error' });
      }
    }
    // Unread request bodies must be drained, or keep-alive connections stall.
    if (!req.readableEnded) req.resume();
    write(req, res, reply, started);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => {
      app.log(`error: ${(e as Error).stack ?? e}`);
      if (!res.headersSent) res.writeHead(500, corsHeaders(req)).end();
    });
  });
  server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '').split('?')[0];
    if (routes.upgrade && path.startsWith('/realtime/v1')) {
      routes.upgrade(req, socket, head, path);
    } else {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
    }
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
  });
  return server;
}

/**
 * Graceful shutdown of the HTTP side. `drain` stops accepting connections, lets the requests in flight
 * finish (they may be writes that commit; at most `graceMs`), closing each keep-alive connection once it has
 * answered, then cuts whatever is left. `closed` resolves when every connection, WebSockets included, ended.
 */
export function gracefulShutdown(server: Server) {
  const open = new Set<ServerResponse>();
  let draining = false;
  let idle: (() => void) | null = null;
  server.on('request', (_req, res) => {
    open.add(res);
    // Requests still arriving on a keep-alive connection are answered, with Connection: close.
    if (draining) res.shouldKeepAlive = false;
    res.once('close', () => {
      open.delete(res);
      if (open.size === 0) idle?.();
    });
  });
  let closed: Promise<void> | null = null;
  return {
    async drain(graceMs: number): Promise<void> {
      draining = true;
      for (const res of open) res.shouldKeepAlive = false;
      closed = new Promise((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (open.size) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, graceMs);
          idle = () => (clearTimeout(timer), resolve());
        });
      }
      server.closeAllConnections();
    },
    closed: () => closed ?? Promise.resolve(),
  };
}
