import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../src/index.ts';
import { signJwt } from '../src/jwt.ts';
import { anonClient, serviceClient, startTestServer } from './helpers.ts';

/**
 * Storage through the real supabase-js, as anon, two members and the service role. Members are created with SQL
 * and carry tokens minted with the server's secret, so this suite does not depend on /auth/v1.
 *
 * Error statuses: storage-api answers every client error with HTTP 400 and carries the specific status as the
 * string `statusCode` in the body (src/http/error-handler.ts); storage-js exposes it as `error.statusCode`.
 */

const MAX_UPLOAD = 3 * 1024 * 1024;
let server: LocalSupabase;
let anon: SupabaseClient;
let service: SupabaseClient;
let alice: { id: string; client: SupabaseClient; token: string };
let bob: { id: string; client: SupabaseClient; token: string };

async function member(name: string) {
  const id = randomUUID();
  const email = `${name}.${id.slice(0, 8)}@example.com`;
  await server.db.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, email_confirmed_at)
     values ($1, 'authenticated', 'authenticated', $2, $3::jsonb, now())`,
    [id, email, JSON.stringify({ display_name: name })],
  );
  const token = signJwt(
    { sub: id, role: 'authenticated', aud: 'authenticated', email, exp: Math.floor(Date.now() / 1000) + 3600 },
    server.settings.jwtSecret,
  );
  return { id, token, client: clientWithToken(token) };
}

function clientWithToken(token: string): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

/** The storage error fields a product sees. */
function failure(error: unknown) {
  const e = error as { status?: number; statusCode?: string; message?: string; name?: string } | null;
  expect(e, 'expected an error').toBeTruthy();
  return { status: e!.status, statusCode: e!.statusCode, message: e!.message };
}

const bytes = (text: string) => new TextEncoder().encode(text);

// supabase-js builds a realtime client in createClient, which needs a WebSocket class; Node 20 has none.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

beforeAll(async () => {
  server = await startTestServer({ maxUploadBytes: MAX_UPLOAD });
  anon = anonClient(server);
  service = serviceClient(server);
  alice = await member('alice');
  bob = await member('bob');
});

afterAll(async () => {
  await server?.stop();
});

describe('uploads', () => {
  it('stores a raw upload in the member’s own folder, with owner and metadata', async () => {
    const path = `${alice.id}/avatar.png`;
    const { data, error } = await alice.client.storage
      .from('avatars')
      .upload(path, bytes('png-bytes'), { contentType: 'image/png', cacheControl: '120' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `avatars/${path}` });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);

    const { rows } = await server.db.query<{ j: string }>(
      `select json_build_object('id', id, 'owner', owner, 'owner_id', owner_id, 'metadata', metadata)::text as j
         from storage.objects where bucket_id = 'avatars' and name = $1`,
      [path],
    );
    const row = JSON.parse(rows[0].j);
    expect(row.id).toBe(data!.id);
    expect(row.owner).toBe(alice.id);
    expect(row.owner_id).toBe(alice.id);
    expect(row.metadata).toMatchObject({
      size: 9,
      contentLength: 9,
      mimetype: 'image/png',
      cacheControl: 'max-age=120',
      httpStatusCode: 200,
    });
    expect(row.metadata.eTag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Number.isNaN(Date.parse(row.metadata.lastModified))).toBe(false);
  });

  it('stores a multipart (Blob) upload with its user metadata', async () => {
    const path = `${alice.id}/notes/todo.txt`;
    const blob = new Blob(['buy milk'], { type: 'text/plain' });
    const { data, error } = await alice.client.storage.from('private').upload(path, blob, { metadata: { topic: 'shopping' } });
    expect(error).toBeNull();
    expect(data!.fullPath).toBe(`private/${path}`);

    const downloaded = await alice.client.storage.from('private').download(path);
    expect(downloaded.error).toBeNull();
    expect(await downloaded.data!.text()).toBe('buy milk');
    expect(downloaded.data!.type).toBe('text/plain');

    const info = await alice.client.storage.from('private').info(path);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name: path, size: 8, contentType: 'text/plain', metadata: { topic: 'shopping' } });
  });

  it('refuses another member’s folder and anonymous writes (AccessDenied)', async () => {
    const intoAlice = await bob.client.storage.from('avatars').upload(`${alice.id}/evil.png`, bytes('x'));
    expect(failure(intoAlice.error)).toEqual({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((intoAlice.error as unknown as { code?: string }).code).toBe('AccessDenied');

    const anonymous = await anon.storage.from('avatars').upload(`${alice.id}/anon.png`, bytes('x'));
    expect(failure(anonymous.error).statusCode).toBe('403');

    const { rows } = await server.db.query("select count(*)::int as n from storage.objects where name like '%evil.png' or name like '%anon.png'");
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('answers 409 for an existing key unless upsert, and upsert/update replace the bytes in place', async () => {
    const path = `${bob.id}/cv.txt`;
    const first = await bob.client.storage.from('private').upload(path, bytes('v1'));
    expect(first.error).toBeNull();

    const again = await bob.client.storage.from('private').upload(path, bytes('v2'));
    expect(failure(again.error)).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });

    const upserted = await bob.client.storage.from('private').upload(path, bytes('v2'), { upsert: true });
    expect(upserted.error).toBeNull();
    expect(upserted.data!.id).toBe(first.data!.id);
    expect(await (await bob.client.storage.from('private').download(path)).data!.text()).toBe('v2');

    const updated = await bob.client.storage.from('private').update(path, new Blob(['v3']));
    expect(updated.error).toBeNull();
    expect(await (await bob.client.storage.from('private').download(path)).data!.text()).toBe('v3');

    // Alice may not overwrite it either way.
    const hijack = await alice.client.storage.from('private').upload(path, bytes('mine'), { upsert: true });
    expect(failure(hijack.error).statusCode).toBe('403');
    expect(await (await bob.client.storage.from('private').download(path)).data!.text()).toBe('v3');
  });

  it('reads large uploads with the upload limit, not the 1 MiB JSON limit, and answers 413 above it', async () => {
    const big = new Uint8Array(2 * 1024 * 1024).fill(7);
    const ok = await alice.client.storage.from('private').upload(`${alice.id}/big.bin`, big, { contentType: 'application/octet-stream' });
    expect(ok.error).toBeNull();
    const back = await alice.client.storage.from('private').download(`${alice.id}/big.bin`);
    // Buffer#equals: a deep toEqual over 2 M elements blocks the event loop for seconds.
    expect(Buffer.from(await back.data!.arrayBuffer()).equals(Buffer.from(big))).toBe(true);

    const tooBig = new Uint8Array(MAX_UPLOAD + 1);
    const raw = await alice.client.storage.from('private').upload(`${alice.id}/huge.bin`, tooBig);
    expect(failure(raw.error)).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const multipart = await alice.client.storage.from('private').upload(`${alice.id}/huge2.bin`, new Blob([tooBig]));
    expect(failure(multipart.error).statusCode).toBe('413');
  });

  it('rejects invalid keys and unknown buckets', async () => {
    const key = await alice.client.storage.from('avatars').upload(`${alice.id}/naïve.png`, bytes('x'));
    expect(failure(key.error)).toMatchObject({ statusCode: '400', message: `Invalid key: ${alice.id}/naïve.png` });
    const bucket = await alice.client.storage.from('nope').upload(`${alice.id}/a.png`, bytes('x'));
    expect(failure(bucket.error)).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});

describe('multipart bodies', () => {
  const url = () => `${server.url}/storage/v1/object/avatars/${alice.id}/form.txt`;
  const post = (contentType: string, body: string) =>
    fetch(url(), {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${alice.token}`, 'content-type': contentType },
      body,
    });

  it('accepts a hand-written form with the file under the empty field name', async () => {
    const body =
      '--XyZ\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n60\r\n' +
      '--XyZ\r\nContent-Disposition: form-data; name=""; filename="form.txt"\r\nContent-Type: text/plain\r\n\r\nhello form\r\n' +
      '--XyZ--\r\n';
    const res = await post('multipart/form-data; boundary=XyZ', body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Id: expect.any(String), Key: `avatars/${alice.id}/form.txt` });
    const pub = await fetch(`${server.url}/storage/v1/object/public/avatars/${alice.id}/form.txt`);
    expect(await pub.text()).toBe('hello form');
    expect(pub.headers.get('cache-control')).toBe('max-age=60');
  });

  it.each([
    ['no closing boundary', 'multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-data; name=""; filename="a"\r\n\r\nabc'],
    ['no boundary parameter', 'multipart/form-data', '--XyZ\r\n\r\n--XyZ--'],
    ['a part without Content-Disposition', 'multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Type: text/plain\r\n\r\nabc\r\n--XyZ--'],
    ['headers without the blank line', 'multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-data; name=""; filename="a"\r\n--XyZ--'],
    ['garbage after the name', 'multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-data; name=""zz; filename="a"\r\n\r\nabc\r\n--XyZ--'],
    ['no file part', 'multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n60\r\n--XyZ--'],
  ])('answers 400 for a malformed body: %s', async (_label, contentType, body) => {
    const res = await post(contentType, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
  });
});

describe('downloads', () => {
  it('serves public buckets without any key, with Content-Type, Cache-Control, ETag and Content-Length', async () => {
    const path = `${alice.id}/public.txt`;
    await alice.client.storage.from('avatars').upload(path, bytes('hello world'), { contentType: 'text/plain', cacheControl: '300' });
    const { publicUrl } = anon.storage.from('avatars').getPublicUrl(path).data;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('hello world');
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.headers.get('cache-control')).toBe('max-age=300');
    expect(res.headers.get('content-length')).toBe('11');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    const cached = await fetch(publicUrl, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    const part = await fetch(publicUrl, { headers: { range: 'bytes=6-' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('world');
    expect(part.headers.get('content-range')).toBe('bytes 6-10/11');

    const attachment = await fetch(anon.storage.from('avatars').getPublicUrl(path, { download: 'hi.txt' }).data.publicUrl);
    expect(attachment.headers.get('content-disposition')).toBe("attachment; filename=hi.txt; filename*=UTF-8''hi.txt");
  });

  it('does not serve private buckets publicly, nor private objects to other members or anon', async () => {
    const path = `${alice.id}/secret.txt`;
    expect((await alice.client.storage.from('private').upload(path, bytes('s3cret'))).error).toBeNull();

    const viaPublicRoute = await fetch(`${server.url}/storage/v1/object/public/private/${path}`);
    expect(viaPublicRoute.status).toBe(400);
    expect(await viaPublicRoute.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket', message: 'Bucket not found' });

    const noKey = await fetch(`${server.url}/storage/v1/object/private/${path}`);
    expect(await noKey.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });

    const byBob = await bob.client.storage.from('private').download(path);
    expect(failure(byBob.error)).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    const byAnon = await anon.storage.from('private').download(path);
    expect(failure(byAnon.error).statusCode).toBe('404');

    expect(await (await alice.client.storage.from('private').download(path)).data!.text()).toBe('s3cret');
    expect(await (await service.storage.from('private').download(path)).data!.text()).toBe('s3cret');

    const authed = await fetch(`${server.url}/storage/v1/object/authenticated/private/${path}`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(await authed.text()).toBe('s3cret');
  });

  it('treats an invalid JWT as anonymous on GET /object/{bucket}/… but refuses it elsewhere', async () => {
    const path = `${alice.id}/public.txt`;
    const broken = clientWithToken(`${alice.token.slice(0, -4)}AAAA`);
    const pub = await broken.storage.from('avatars').download(path);
    expect(await pub.data!.text()).toBe('hello world');
    const priv = await broken.storage.from('private').download(`${alice.id}/secret.txt`);
    expect(failure(priv.error).statusCode).toBe('404');

    const upload = await broken.storage.from('avatars').upload(`${alice.id}/x.png`, bytes('x'));
    expect(failure(upload.error)).toMatchObject({ status: 400, statusCode: '403', message: 'signature verification failed' });
  });

  it('reports existence through info/exists', async () => {
    expect((await alice.client.storage.from('private').exists(`${alice.id}/secret.txt`)).data).toBe(true);
    const missing = await alice.client.storage.from('private').exists(`${alice.id}/missing.txt`);
    expect(missing.data).toBe(false);
    const hidden = await bob.client.storage.from('private').exists(`${alice.id}/secret.txt`);
    expect(hidden.data).toBe(false);
  });
});

describe('signed URLs', () => {
  it('lets anyone holding the URL download a private object until it expires', async () => {
    const path = `${alice.id}/secret.txt`;
    const { data, error } = await alice.client.storage.from('private').createSignedUrl(path, 60);
    expect(error).toBeNull();
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('s3cret');
    expect(res.headers.get('expires')).toBeTruthy();

    const forged = new URL(data!.signedUrl);
    forged.pathname = forged.pathname.replace('secret.txt', 'other.txt');
    const wrongPath = await fetch(forged);
    expect(await wrongPath.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });

    const tampered = new URL(data!.signedUrl);
    tampered.searchParams.set('token', `${tampered.searchParams.get('token')}x`);
    expect(await (await fetch(tampered)).json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });

    const expiredToken = signJwt({ url: `private/${path}`, iat: 1, exp: 2 }, server.settings.jwtSecret);
    const expired = await fetch(`${server.url}/storage/v1/object/sign/private/${path}?token=${expiredToken}`);
    expect(await expired.json()).toMatchObject({ code: 'InvalidJWT' });
  });

  it('signs only what the caller may read', async () => {
    const refused = await bob.client.storage.from('private').createSignedUrl(`${alice.id}/secret.txt`, 60);
    expect(failure(refused.error).statusCode).toBe('404');
    const many = await alice.client.storage.from('private').createSignedUrls([`${alice.id}/secret.txt`, `${bob.id}/cv.txt`], 60);
    expect(many.error).toBeNull();
    expect(many.data![0]).toMatchObject({ path: `${alice.id}/secret.txt`, error: null });
    expect(many.data![0].signedUrl).toContain('/storage/v1/object/sign/private/');
    expect(many.data![1]).toMatchObject({ signedUrl: null, error: 'Either the object does not exist or you do not have access to it' });
  });
});

describe('list', () => {
  it('returns files and folder placeholders under a prefix, through RLS', async () => {
    const folder = `${alice.id}/list`;
    for (const name of ['b.txt', 'a.txt', 'sub/c.txt', 'sub/deeper/d.txt', 'Zed.txt']) {
      expect((await alice.client.storage.from('private').upload(`${folder}/${name}`, bytes(name))).error).toBeNull();
    }
    const { data, error } = await alice.client.storage.from('private').list(folder);
    expect(error).toBeNull();
    expect(data!.map((e) => e.name)).toEqual(['a.txt', 'b.txt', 'sub', 'Zed.txt']);
    const sub = data!.find((e) => e.name === 'sub')!;
    expect(sub).toEqual({ name: 'sub', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    const file = data!.find((e) => e.name === 'a.txt')!;
    expect(file.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(file.metadata).toMatchObject({ size: 5, mimetype: 'text/plain;charset=UTF-8' });
    expect(file.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const page = await alice.client.storage.from('private').list(folder, { limit: 2, offset: 1, sortBy: { column: 'name', order: 'desc' } });
    expect(page.data!.map((e) => e.name)).toEqual(['sub', 'b.txt']);
    const searched = await alice.client.storage.from('private').list(folder, { search: 'B' });
    expect(searched.data!.map((e) => e.name)).toEqual(['b.txt']);
    const byDate = await alice.client.storage.from('private').list(folder, { sortBy: { column: 'created_at', order: 'asc' } });
    expect(byDate.data!.map((e) => e.name)).toEqual(['sub', 'b.txt', 'a.txt', 'Zed.txt']);
  });

  it('hides other members’ folders from a member and shows them to the service role', async () => {
    const asAlice = await alice.client.storage.from('private').list('');
    expect(asAlice.data!.map((e) => e.name)).toEqual([alice.id]);
    const asService = await service.storage.from('private').list();
    expect(asService.data!.map((e) => e.name).sort()).toEqual([alice.id, bob.id].sort());
    const asBob = await bob.client.storage.from('private').list(alice.id);
    expect(asBob.data).toEqual([]);
  });
});

describe('remove, move and copy', () => {
  it('removes only what RLS allows and drops the bytes with the row', async () => {
    const path = `${alice.id}/to-remove.txt`;
    const up = await alice.client.storage.from('private').upload(path, bytes('bye'));
    expect(up.error).toBeNull();

    const byBob = await bob.client.storage.from('private').remove([path]);
    expect(byBob).toEqual({ data: [], error: null });

    const byAlice = await alice.client.storage.from('private').remove([path, `${alice.id}/never-existed.txt`]);
    expect(byAlice.error).toBeNull();
    expect(byAlice.data).toHaveLength(1);
    expect(byAlice.data![0]).toMatchObject({ name: path, bucket_id: 'private', id: up.data!.id, owner_id: alice.id });

    const gone = await alice.client.storage.from('private').download(path);
    expect(failure(gone.error).statusCode).toBe('404');
    const { rows } = await server.db.query('select count(*)::int as n from _local.object_data where object_id = $1', [up.data!.id]);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('moves and copies within the caller’s rights', async () => {
    const from = `${alice.id}/move-me.txt`;
    await alice.client.storage.from('private').upload(from, bytes('moving'));
    const moved = await alice.client.storage.from('private').move(from, `${alice.id}/moved.txt`);
    expect(moved.error).toBeNull();
    expect(await (await alice.client.storage.from('private').download(`${alice.id}/moved.txt`)).data!.text()).toBe('moving');

    const stolen = await bob.client.storage.from('private').move(`${alice.id}/moved.txt`, `${bob.id}/stolen.txt`);
    expect(failure(stolen.error).statusCode).toBe('404');
    const outOfFolder = await alice.client.storage.from('private').move(`${alice.id}/moved.txt`, `${bob.id}/gift.txt`);
    expect(failure(outOfFolder.error).statusCode).toBe('403');

    const copied = await alice.client.storage.from('private').copy(`${alice.id}/moved.txt`, `${alice.id}/copy.txt`);
    expect(copied).toEqual({ data: { path: `private/${alice.id}/copy.txt` }, error: null });
    expect(await (await alice.client.storage.from('private').download(`${alice.id}/copy.txt`)).data!.text()).toBe('moving');
  });
});

describe('buckets', () => {
  it('lets the service role manage buckets and enforces their size and type limits', async () => {
    const created = await service.storage.createBucket('docs', { public: false, fileSizeLimit: '1KB', allowedMimeTypes: ['text/*'] });
    expect(created).toEqual({ data: { name: 'docs' }, error: null });
    const duplicate = await service.storage.createBucket('docs');
    expect(failure(duplicate.error)).toMatchObject({ statusCode: '409', message: 'The resource already exists' });

    const bucket = await service.storage.getBucket('docs');
    expect(bucket.data).toMatchObject({ id: 'docs', name: 'docs', public: false, file_size_limit: 1000, allowed_mime_types: ['text/*'] });
    const list = await service.storage.listBuckets();
    expect(list.data!.map((b) => b.id)).toEqual(['avatars', 'private', 'docs']);
    const searched = await service.storage.listBuckets({ search: 'ava' });
    expect(searched.data!.map((b) => b.id)).toEqual(['avatars']);

    const small = await service.storage.from('docs').upload('a.txt', bytes('ok'), { contentType: 'text/plain' });
    expect(small.error).toBeNull();
    const large = await service.storage.from('docs').upload('b.txt', new Uint8Array(1001), { contentType: 'text/plain' });
    expect(failure(large.error).statusCode).toBe('413');
    const image = await service.storage.from('docs').upload('c.png', bytes('png'), { contentType: 'image/png' });
    expect(failure(image.error)).toMatchObject({ statusCode: '415', message: 'mime type image/png is not supported' });

    const updated = await service.storage.updateBucket('docs', { public: true, fileSizeLimit: 2000, allowedMimeTypes: null });
    expect(updated.error).toBeNull();
    expect((await service.storage.getBucket('docs')).data).toMatchObject({ public: true, file_size_limit: 2000, allowed_mime_types: null });
    const tooLarge = await service.storage.updateBucket('docs', { public: true, fileSizeLimit: MAX_UPLOAD + 1 });
    expect(failure(tooLarge.error).statusCode).toBe('413');

    const notEmpty = await service.storage.deleteBucket('docs');
    expect(failure(notEmpty.error)).toMatchObject({ statusCode: '409', message: 'The bucket you tried to delete is not empty' });
    expect((await service.storage.emptyBucket('docs')).error).toBeNull();
    expect((await service.storage.deleteBucket('docs')).data).toEqual({ message: 'Successfully deleted' });
    expect(failure((await service.storage.getBucket('docs')).error)).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('applies RLS on storage.buckets to members', async () => {
    expect((await alice.client.storage.listBuckets()).data).toEqual([]);
    const created = await alice.client.storage.createBucket('mine');
    expect(failure(created.error)).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    expect(failure((await alice.client.storage.getBucket('avatars')).error).statusCode).toBe('404');
    const invalid = await service.storage.createBucket('bad/name');
    expect(failure(invalid.error)).toMatchObject({ statusCode: '400', message: 'Bucket name invalid' });
  });
});

it('answers unknown routes with a real 404 in Storage’s shape', async () => {
  const res = await fetch(`${server.url}/storage/v1/nothing/here`);
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ statusCode: '404', code: 'InvalidRequest', error: 'Not Found', message: 'Route GET:/nothing/here not found' });
});
