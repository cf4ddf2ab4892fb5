import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { App, Service } from '../app.ts';
import { json } from '../http/reply.ts';

export interface Realtime {
  service: Service;
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

/** Not built yet. */
export async function createRealtime(_app: App): Promise<Realtime> {
  return {
    service: { handle: async () => json(501, { message: 'realtime is not implemented yet in local-supabase' }) },
    upgrade: (_req, socket) => socket.end('HTTP/1.1 501 Not Implemented\r\n\r\n'),
    close: async () => {},
  };
}
