// Stopping (what SIGTERM does) lets requests in flight finish, refuses new connections, and closes realtime
// sockets with a close frame so clients reconnect at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { LocalSupabase } from '../src/index.ts';
import { untilStatementRuns } from '../src/testing/db-activity.ts';
import { serviceClient, startTestServer } from './helpers.ts';

let server: LocalSupabase;

beforeAll(async () => {
  server = await startTestServer();
  await server.db.exec(`
    create function public.slow_echo(seconds float8) returns text language plpgsql as $$
    begin perform pg_sleep(seconds); return 'finished'; end $$;`);
  await server.reloadSchema();
});

afterAll(async () => {
  await server?.stop();
});

describe('graceful stop', () => {
  it('answers the request in flight, refuses new connections and closes realtime sockets cleanly', async () => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${server.anonKey}&vsn=2.0.0`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const closeFrame = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

    // supabase-js sends on then(): Promise.resolve starts it now.
    const inFlight = Promise.resolve(serviceClient(server).rpc('slow_echo', { seconds: 1 }));
    await untilStatementRuns(server.db, 'slow_echo');
    // stop() closes the listening socket before it first waits: a connection now is refused.
    const stopping = server.stop();
    const refused = await fetch(`${server.url}/health`).then(
      () => 'answered',
      (e: Error & { cause?: { code?: string } }) => e.cause?.code ?? e.message,
    );

    const { data, error } = await inFlight;
    expect(error).toBeNull();
    expect(data).toBe('finished');
    expect(refused).toBe('ECONNREFUSED');
    expect(await closeFrame).toBe(1001);
    await stopping;
  });
});
