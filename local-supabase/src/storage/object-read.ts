import type { App } from '../app.ts';
import type { ApiRequest } from '../http/request.ts';
import type { Reply } from '../http/reply.ts';
import { callerOf, inTransaction, type Caller } from './context.ts';
import { errors } from './errors.ts';
import { mustBeValidBucketName } from './limits.ts';
import { iso } from './sql.ts';
import { OBJECT_SECURITY_HEADERS, servedMediaType } from './media-type.ts';

/**
 * How a read route decides access (storage-api's getObject / getPublicObject / getObjectInfo):
 * - public: no auth; the bucket must be public.
 * - authenticated: a JWT is required (an invalid one is refused).
 * - optional: GET /object/{bucket}/…, where an invalid or missing JWT reads as unauthenticated anon.
 * - signed: a valid signed-URL token was presented; it grants access by itself.
 * Objects of a public bucket are served without RLS; those of a private bucket through the caller's RLS.
 */
export type ReadMode = 'public' | 'authenticated' | 'optional' | 'signed';

export interface StoredObject {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
}

export interface FoundObject {
  object: StoredObject;
  data?: Buffer;
}

/** Finds an object (and its bytes when asked) as the read mode allows. */
export async function findObject(
  app: App,
  req: ApiRequest,
  bucketId: string,
  key: string,
  mode: ReadMode,
  withData: boolean,
  caller: Caller | null = mode === 'public' || mode === 'signed' ? null : callerOf(req, { allowInvalidJwt: mode === 'optional' }),
): Promise<FoundObject> {
  mustBeValidBucketName(bucketId);
  return inTransaction(
    app,
    req,
    caller,
    async (tx) => {
      const bucket = (await tx.query<{ public: boolean }>('select coalesce(public, false) as public from storage.buckets where id = $1', [bucketId])).rows[0];
      if (!bucket) throw errors.noSuchBucket();
      const viaRls = !bucket.public && mode !== 'signed';
      if (viaRls && (mode === 'public' || !caller?.isAuthenticated)) throw errors.noSuchBucket();

      if (viaRls) await tx.asCaller();
      const found = await tx.query<{ j: string }>(
        `select json_build_object('id', o.id, 'name', o.name, 'bucket_id', o.bucket_id, 'version', o.version,
                  'metadata', o.metadata, 'user_metadata', o.user_metadata,
                  'created_at', ${iso('o.created_at')}, 'updated_at', ${iso('o.updated_at')})::text as j
           from storage.objects o where o.bucket_id = $1 and o.name = $2`,
        [bucketId, key],
      );
      if (!found.rows[0]) throw errors.noSuchKey();
      const object = JSON.parse(found.rows[0].j) as StoredObject;
      if (!withData) return { object };

      if (viaRls) await tx.asServer();
      // As base64 text: PGlite turns a large bytea result into bytes far more slowly than Buffer decodes base64.
      const bytes = await tx.query<{ data: string }>(
        "select encode(data, 'base64') as data from _local.object_data where object_id = $1",
        [object.id],
      );
      if (!bytes.rows[0]) throw errors.noSuchKey();
      return { object, data: Buffer.from(bytes.rows[0].data, 'base64') };
    },
    { readOnly: true },
  );
}

/** Serves an object's bytes with the headers storage-api's asset renderer sends. */
export function renderObject(req: ApiRequest, found: FoundObject, options: { expires?: string } = {}): Reply {
  const data = found.data!;
  const meta = found.object.metadata ?? {};
  const eTag = typeof meta.eTag === 'string' ? meta.eTag : undefined;
  const headers: Record<string, string> = {
    'content-type': servedMediaType(meta.mimetype),
    ...OBJECT_SECURITY_HEADERS,
    'accept-ranges': 'bytes',
    'x-robots-tag': 'none',
    'last-modified': new Date(found.object.updated_at).toUTCString(),
  };
  if (eTag) headers.etag = eTag;
  if (options.expires) headers.expires = options.expires;
  else headers['cache-control'] = typeof meta.cacheControl === 'string' ? meta.cacheControl : 'no-cache';

  const download = req.url.searchParams.get('download');
  if (download !== null) {
    const name = encodeURIComponent(download);
    headers['content-disposition'] = download === '' ? 'attachment;' : `attachment; filename=${name}; filename*=UTF-8''${name}`;
  }

  if (eTag && req.headers['if-none-match'] === eTag) {
    return { status: 304, headers };
  }

  const range = byteRange(req.headers.range, data.length);
  if (range) {
    headers['content-range'] = `bytes ${range.start}-${range.end}/${data.length}`;
    headers['content-length'] = String(range.end - range.start + 1);
    return { status: 206, headers, body: data.subarray(range.start, range.end + 1) };
  }
  headers['content-length'] = String(data.length);
  return { status: 200, headers, body: data };
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; anything else is ignored and the whole object sent. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '') || size === 0) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (!Number.isSafeInteger(start) || start >= size || end < start) return null;
  return { start, end };
}

/** GET /object/info/…: the object's description as storage-api's info renderer answers it. */
export function renderInfo(found: FoundObject): Reply {
  const o = found.object;
  const meta = o.metadata ?? {};
  const pick = (k: string) => (meta[k] === undefined ? null : meta[k]);
  const body = {
    id: o.id,
    name: o.name,
    version: o.version,
    bucket_id: o.bucket_id,
    size: pick('size'),
    content_type: pick('mimetype'),
    cache_control: pick('cacheControl'),
    etag: pick('eTag'),
    metadata: o.user_metadata,
    last_modified: o.updated_at,
    created_at: o.created_at,
  };
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (typeof meta.eTag === 'string') headers.etag = meta.eTag;
  if (typeof meta.cacheControl === 'string') headers['cache-control'] = meta.cacheControl;
  return { status: 200, headers, body: JSON.stringify(body) };
}
