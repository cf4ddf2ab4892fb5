// Security: an image-only bucket must not store, nor serve as a page, anything but images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { startTestServer } from './helpers.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c63f8cfc0f01f0005000201' + 'e2b5dd860000000049454e44ae426082', 'hex');
const PAGE = Buffer.from('<html><script>fetch("/auth/v1/user")</script></html>');

let server: LocalSupabase;
const storage = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}/storage/v1${path}`, {
    ...init,
    headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}`, ...init.headers },
  });

async function upload(key: string, contentType: string, body: Buffer) {
  const res = await storage(`/object/images/${key}`, { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) });
  return { status: res.status, body: (await res.json()) as { statusCode?: string; message?: string } };
}

beforeAll(async () => {
  server = await startTestServer();
  const created = await storage('/bucket', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'images', public: true, allowed_mime_types: ['image/png', 'image/jpeg'] }),
  });
  expect(created.status).toBe(200);
});

afterAll(async () => {
  await server?.stop();
});

describe('uploads to a bucket that admits only images', () => {
  it('refuse a media type that is not one (a second "/" or a list)', async () => {
    for (const type of ['image/png/x, text/html', 'image/png, text/html', 'image/png/html']) {
      const r = await upload('a.png', type, PAGE);
      expect(r.status, type).toBe(400);
      expect(r.body.statusCode, type).toBe('415');
    }
  });

  it('refuse bytes that are not the image type declared', async () => {
    const r = await upload('b.png', 'image/png', PAGE);
    expect(r.body.statusCode).toBe('415');
    expect((await upload('c.jpg', 'image/jpeg', PNG)).body.statusCode).toBe('415');
  });

  it('store a real image under its normalised type', async () => {
    expect((await upload('d.png', 'IMAGE/PNG', PNG)).status).toBe(200);
    const { rows } = await server.db.query<{ mimetype: string }>(
      "select metadata->>'mimetype' as mimetype from storage.objects where bucket_id = 'images' and name = 'd.png'",
    );
    expect(rows[0].mimetype).toBe('image/png');
  });
});

describe('served objects', () => {
  it('carry nosniff and a content policy that runs nothing', async () => {
    const res = await fetch(`${server.url}/storage/v1/object/public/images/d.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('an object stored earlier with a malformed type is served as bytes, not as a page', async () => {
    await server.db.query(
      `update storage.objects set metadata = jsonb_set(metadata, '{mimetype}', '"image/png/x, text/html"')
        where bucket_id = 'images' and name = 'd.png'`,
    );
    const res = await fetch(`${server.url}/storage/v1/object/public/images/d.png`);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    await res.body?.cancel();
  });
});
