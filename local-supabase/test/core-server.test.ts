import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { startTestServer } from './helpers.ts';

let server: LocalSupabase;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('HTTP server', () => {
  it('answers CORS preflights reflecting the requested headers', async () => {
    const res = await fetch(`${server.url}/rest/v1/posts`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Headers': 'apikey, x-client-info, prefer' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-headers')).toBe('apikey, x-client-info, prefer');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('exposes the headers clients need to read', async () => {
    const res = await fetch(`${server.url}/health`);
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Content-Range.*X-Supabase-Api-Version/);
  });

  it('sends a Content-Length rather than a chunked body', async () => {
    const res = await fetch(`${server.url}/rest/v1/posts?select=id`, { headers: { apikey: server.anonKey } });
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('transfer-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(body.length));
  });

  it('answers unknown routes with the gateway 404', async () => {
    const res = await fetch(`${server.url}/nope/v9/x`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'no Route matched with those values' });
  });

  it('applied the bootstrap and the fixture migrations', async () => {
    const { rows } = await server.db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
    expect(rows.map((r) => r.version)).toContain('20240101000000');
    const roles = await server.db.query<{ rolname: string }>(
      "select rolname from pg_roles where rolname in ('anon','authenticated','service_role') order by 1",
    );
    expect(roles.rows.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
  });

  it('survives a malformed request line and keeps answering', async () => {
    const net = await import('node:net');
    const reply = await new Promise<string>((resolve) => {
      const socket = net.connect(server.port, '127.0.0.1', () => socket.write('GARBAGE \x00\x01 HTTP/9\r\n\r\n'));
      let data = '';
      socket.on('data', (d) => (data += d));
      socket.on('close', () => resolve(data));
      socket.on('error', () => resolve(data));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});
