import type { App } from '../app.ts';
import { isPgError } from '../db/types.ts';
import type { ApiRequest } from '../http/request.ts';
import { json, JSON_TYPE, type Reply } from '../http/reply.ts';
import { bodyObject, callerOf, inTransaction, readJson } from './context.ts';
import { errors } from './errors.ts';
import { isUuid, mustBeValidBucketName, mustBeValidMimeTypeList, parseFileSize } from './limits.ts';
import { bucketJson, escapeLike } from './sql.ts';

/** Bucket routes run as the caller: RLS on storage.buckets decides (the service role bypasses it). */

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

function text(body: string): Reply {
  return { status: 200, headers: { 'content-type': JSON_TYPE }, body };
}

/** GET /bucket?limit&offset&sortColumn&sortOrder&search */
export async function listBuckets(app: App, req: ApiRequest): Promise<Reply> {
  const caller = callerOf(req);
  const q = req.url.searchParams;
  const int = (name: string, min: number) => {
    const v = q.get(name);
    if (v === null) return null;
    if (!/^\d+$/.test(v) || Number(v) < min || !Number.isSafeInteger(Number(v))) {
      throw errors.invalidRequest(`querystring/${name} must be integer >= ${min}`);
    }
    return Number(v);
  };
  const limit = int('limit', 1);
  const offset = int('offset', 0);
  const sortColumn = q.get('sortColumn');
  if (sortColumn !== null && !SORT_COLUMNS.has(sortColumn)) {
    throw errors.invalidRequest('querystring/sortColumn must be equal to one of the allowed values');
  }
  const sortOrder = q.get('sortOrder');
  if (sortOrder !== null && sortOrder !== 'asc' && sortOrder !== 'desc') {
    throw errors.invalidRequest('querystring/sortOrder must be equal to one of the allowed values');
  }
  const search = q.get('search') ?? '';
  const order = sortColumn ? `b.${sortColumn} ${sortOrder === 'desc' ? 'desc' : 'asc'}, b.id` : 'b.created_at, b.id';
  const body = await inTransaction(
    app,
    req,
    caller,
    async (tx) => {
      await tx.asCaller();
      const { rows } = await tx.query<{ j: string }>(
        `select coalesce(json_agg(${bucketJson('b')} order by ${order}), '[]')::text as j
           from (select * from storage.buckets b
                  where b.name ilike $1 escape '\\'
                  order by ${order} limit $2 offset $3) b`,
        [`%${escapeLike(search)}%`, limit, offset ?? 0],
      );
      return rows[0].j;
    },
    { readOnly: true },
  );
  return text(body);
}

/** GET /bucket/{id} */
export async function getBucket(app: App, req: ApiRequest, id: string): Promise<Reply> {
  const caller = callerOf(req);
  const body = await inTransaction(
    app,
    req,
    caller,
    async (tx) => {
      await tx.asCaller();
      const { rows } = await tx.query<{ j: string }>(`select ${bucketJson('b')}::text as j from storage.buckets b where b.id = $1`, [id]);
      if (!rows[0]) throw errors.noSuchBucket();
      return rows[0].j;
    },
    { readOnly: true },
  );
  return text(body);
}

interface BucketFields {
  public?: boolean;
  fileSizeLimit?: number | null;
  allowedMimeTypes?: string[] | null;
}

/** The optional bucket settings of a create or update body, validated as storage-api does. */
function bucketFields(app: App, body: Record<string, unknown>): BucketFields {
  const out: BucketFields = {};
  if (body.public !== undefined && body.public !== null) {
    if (typeof body.public !== 'boolean') throw errors.invalidRequest('body/public must be boolean');
    out.public = body.public;
  }
  const limit = body.file_size_limit;
  if (limit === null) out.fileSizeLimit = null;
  else if (limit !== undefined) {
    let bytes: number;
    if (typeof limit === 'number' && Number.isFinite(limit) && limit >= 0) bytes = Math.floor(limit);
    else if (typeof limit === 'string') bytes = parseFileSize(limit);
    else throw errors.invalidFileSizeLimit();
    if (bytes > app.settings.maxUploadBytes) throw errors.entityTooLarge();
    out.fileSizeLimit = bytes;
  }
  const types = body.allowed_mime_types;
  if (types === null) out.allowedMimeTypes = null;
  else if (types !== undefined) {
    if (!Array.isArray(types) || !types.every((t) => typeof t === 'string')) {
      throw errors.invalidRequest('body/allowed_mime_types must be array');
    }
    const list = types.filter((t) => t);
    mustBeValidMimeTypeList(list);
    out.allowedMimeTypes = list;
  }
  return out;
}

/** POST /bucket `{name, id?, public?, file_size_limit?, allowed_mime_types?}` → `{name}` */
export async function createBucket(app: App, req: ApiRequest): Promise<Reply> {
  const caller = callerOf(req);
  const body = bodyObject(await readJson(req));
  if (typeof body.name !== 'string') throw errors.invalidRequest("body must have required property 'name'");
  if (body.id !== undefined && body.id !== null && typeof body.id !== 'string') throw errors.invalidRequest('body/id must be string');
  const name = body.name;
  const id = (body.id as string | undefined) || name;
  if (name.trim() !== name) throw errors.invalidBucketName();
  mustBeValidBucketName(name);
  mustBeValidBucketName(id);
  const fields = bucketFields(app, body);
  const owner = caller.owner;
  await inTransaction(app, req, caller, async (tx) => {
    await tx.asCaller();
    try {
      await tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [id, name, owner && isUuid(owner) ? owner : null, owner, fields.public ?? false, fields.fileSizeLimit ?? null, fields.allowedMimeTypes ?? null],
      );
    } catch (e) {
      if (isPgError(e) && e.code === '23505') throw errors.bucketAlreadyExists();
      throw e;
    }
  });
  return json(200, { name });
}

/** PUT /bucket/{id} `{public?, file_size_limit?, allowed_mime_types?}` */
export async function updateBucket(app: App, req: ApiRequest, id: string): Promise<Reply> {
  mustBeValidBucketName(id);
  const caller = callerOf(req);
  const fields = bucketFields(app, bodyObject(await readJson(req)));
  const sets: string[] = [];
  const values: unknown[] = [id];
  const set = (column: string, value: unknown) => {
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  };
  if (fields.public !== undefined) set('public', fields.public);
  if (fields.fileSizeLimit !== undefined) set('file_size_limit', fields.fileSizeLimit);
  if (fields.allowedMimeTypes !== undefined) set('allowed_mime_types', fields.allowedMimeTypes);
  if (sets.length === 0) throw errors.noContent();
  await inTransaction(app, req, caller, async (tx) => {
    await tx.asCaller();
    const { rows } = await tx.query(`update storage.buckets set ${sets.join(', ')}, updated_at = now() where id = $1 returning id`, values);
    if (!rows[0]) throw errors.noSuchBucket();
  });
  return json(200, { message: 'Successfully updated' });
}

/** DELETE /bucket/{id}: only an empty bucket. */
export async function deleteBucket(app: App, req: ApiRequest, id: string): Promise<Reply> {
  const caller = callerOf(req);
  await inTransaction(app, req, caller, async (tx) => {
    const bucket = await tx.query('select 1 from storage.buckets where id = $1 for update', [id]);
    if (!bucket.rows[0]) throw errors.noSuchBucket();
    const any = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
    if (any.rows[0]) throw errors.bucketNotEmpty();
    await tx.asCaller();
    const { rows } = await tx.query('delete from storage.buckets where id = $1 returning id', [id]);
    if (!rows[0]) throw errors.noSuchBucket();
  });
  return json(200, { message: 'Successfully deleted' });
}

/** POST /bucket/{id}/empty: a caller who can see the bucket (RLS) empties it, all objects at once. */
export async function emptyBucket(app: App, req: ApiRequest, id: string): Promise<Reply> {
  const caller = callerOf(req);
  await inTransaction(app, req, caller, async (tx) => {
    await tx.asCaller();
    const { rows } = await tx.query('select 1 from storage.buckets where id = $1', [id]);
    if (!rows[0]) throw errors.noSuchBucket();
    await tx.asServer();
    await tx.query('delete from storage.objects where bucket_id = $1', [id]);
  });
  return json(200, { message: 'Successfully emptied' });
}
