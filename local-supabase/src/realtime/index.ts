import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { App, Service } from '../app.ts';
import { bearerFor } from '../http/keys.ts';
import { flattenHeaders } from '../http/reply.ts';
import { createBroadcastApi } from './broadcast-api.ts';
import { Catalog } from './catalog.ts';
import { ChangeFeed } from './change-feed.ts';
import { Connection } from './connection.ts';
import { Hub } from './hub.ts';
import type { SocketAuth } from './join.ts';
import { VSNS, type Vsn } from './protocol.ts';
import { checkToken } from './tokens.ts';

export interface Realtime {
  service: Service;
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

/** Largest frame accepted from a client. */
const MAX_FRAME_BYTES = 4 * 1024 * 1024;

function refuseUpgrade(socket: Duplex, status: number, text: string, message: string) {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Realtime at /realtime/v1: the Phoenix WebSocket (postgres_changes, broadcast, presence) and the REST
 * broadcast endpoint.
 */
export async function createRealtime(app: App): Promise<Realtime> {
  const { settings, db } = app;
  const log = (line: string) => app.log(line);
  const catalog = new Catalog(db);
  const hub = new Hub();
  const feed = new ChangeFeed(db, catalog, hub, log);
  await catalog.refresh();
  await feed.start();

  const ctx = { settings, db, catalog, hub, feed, log };
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    // The phoenix client may offer its "phoenix" subprotocol (with a token); accept it when offered.
    handleProtocols: (protocols) => (protocols.has('phoenix') ? 'phoenix' : false),
  });
  const connections = new Set<Connection>();
  let closing = false;

  return {
    service: createBroadcastApi(hub),

    upgrade(req, socket, head) {
      socket.on('error', () => {});
      const path = (req.url ?? '').split('?')[0];
      const refuse = (status: number, text: string, message: string) => {
        refuseUpgrade(socket, status, text, message);
        if (settings.log) app.log(`GET ${path} ${status} (websocket refused: ${message})`);
      };
      if (closing) return refuse(503, 'Service Unavailable', 'Realtime is shutting down');
      let url: URL;
      try {
        url = new URL(req.url ?? '/', 'http://local');
      } catch {
        return refuse(400, 'Bad Request', 'Malformed request URL');
      }
      if (url.pathname !== '/realtime/v1/websocket' && url.pathname !== '/realtime/v1/websocket/') {
        return refuse(404, 'Not Found', 'no Route matched with those values');
      }
      const vsn = (url.searchParams.get('vsn') ?? '1.0.0') as Vsn;
      if (!VSNS.includes(vsn)) return refuse(400, 'Bad Request', `Unsupported serializer version: ${vsn}`);

      const headers = flattenHeaders(req.headers);
      const token = bearerFor(headers.authorization, url.searchParams.get('apikey') ?? headers.apikey ?? headers['x-api-key'], settings);
      let auth: SocketAuth = { auth: { token: null, claims: null, error: null, role: 'anon' }, exp: null };
      if (token) {
        const checked = checkToken(token, settings);
        if (!checked.ok) return refuse(403, 'Forbidden', `${checked.code}: ${checked.message}`);
        auth = { auth: checked.auth, exp: checked.exp };
      }

      wss.handleUpgrade(req, socket, head, (ws) => {
        if (closing) return ws.terminate();
        const conn = new Connection(ws, vsn, auth, ctx, socket);
        connections.add(conn);
        if (settings.log) app.log(`GET ${path} 101 (websocket vsn ${vsn}, ${auth.auth.role})`);
        ws.on('close', () => connections.delete(conn));
      });
    },

    async close() {
      closing = true;
      // Changes already committed reach their subscribers before the sockets close (bounded).
      await Promise.race([feed.sync(), new Promise((r) => setTimeout(r, 1000).unref())]);
      for (const c of connections) c.close();
      connections.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await feed.stop();
    },
  };
}
