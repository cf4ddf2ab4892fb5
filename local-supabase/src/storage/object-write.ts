import { randomUUID } from 'node:crypto';
import type { App } from '../app.ts';
import type { ApiRequest } from '../http/request.ts';
import { json, JSON_TYPE, type Reply } from '../http/reply.ts';
import { bodyObject, callerOf, inTransaction, readJson } from './context.ts';
import { errors } from './errors.ts';
import { isUuid, mustBeValidBucketName, mustBeValidKey } from './limits.ts';
import { objectJson } from './sql.ts';

const MAX_OBJECTS_PER_REQUEST = 1000;

/**
 * DELETE /object/{bucket} with `{prefixes: [...]}`: deletes, as the caller, the named objects RLS lets her
 * delete, and answers the deleted rows (objects she may not delete are silently kept, as on hosted Supabase).
 * Their bytes go with them (ON DELETE CASCADE from _local.object_data).
 */
export async function removeObjects(app: App, req: ApiRequest, bucketId: string): Promise<Reply> {
  mustBeValidBucketName(bucketId);
  const caller = callerOf(req);
  const body = bodyObject(await readJson(req));
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes)) throw errors.invalidRequest("body must have required property 'prefixes'");
  if (prefixes.length < 1) throw errors.invalidRequest('body/prefixes must NOT have fewer than 1 items');
  if (prefixes.length > MAX_OBJECTS_PER_REQUEST) {
    throw errors.invalidRequest(`Bulk object requests are limited to ${MAX_OBJECTS_PER_REQUEST} objects per request.`);
  }
  if (!prefixes.every((p) => typeof p === 'string')) throw errors.invalidRequest('body/prefixes must be array of strings');

  const text = await inTransaction(app, req, caller, async (tx) => {
    await tx.asCaller();
    const { rows } = await tx.query<{ j: string }>(
      `with d as (delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *)
       select coalesce(json_agg(${objectJson('d')}), '[]')::text as j from d`,
      [bucketId, prefixes],
    );
    return rows[0].j;
  });
  return { status: 200, headers: { 'content-type': JSON_TYPE }, body: text };
}

/** DELETE /object/{bucket}/{key}: one object; AccessDenied when it exists but RLS keeps it. */
export async function deleteObject(app: App, req: ApiRequest, bucketId: string, key: string): Promise<Reply> {
  mustBeValidBucketName(bucketId);
  const caller = callerOf(req);
  await inTransaction(app, req, caller, async (tx) => {
    const exists = await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucketId, key]);
    if (!exists.rows[0]) throw errors.noSuchKey();
    await tx.asCaller();
    const deleted = await tx.query<{ id: string }>(
      'delete from storage.objects where bucket_id = $1 and name = $2 returning id::text as id',
      [bucketId, key],
    );
    if (!deleted.rows[0]) throw errors.accessDenied('Access denied');
  });
  return json(200, { message: 'Successfully deleted' });
}

interface MoveBody {
  bucketId: string;
  sourceKey: string;
  destinationKey: string;
  destinationBucket: string;
}

function moveBody(raw: unknown): MoveBody & { body: Record<string, unknown> } {
  const body = bodyObject(raw);
  for (const k of ['bucketId', 'sourceKey', 'destinationKey']) {
    if (typeof body[k] !== 'string') throw errors.invalidRequest(`body must have required property '${k}'`);
  }
  if (body.destinationBucket !== undefined && body.destinationBucket !== null && typeof body.destinationBucket !== 'string') {
    throw errors.invalidRequest('body/destinationBucket must be string');
  }
  const bucketId = body.bucketId as string;
  const destinationBucket = (body.destinationBucket as string | undefined) || bucketId;
  mustBeValidBucketName(bucketId);
  mustBeValidBucketName(destinationBucket);
  mustBeValidKey(body.destinationKey as string);
  return { bucketId, sourceKey: body.sourceKey as string, destinationKey: body.destinationKey as string, destinationBucket, body };
}

/** POST /object/move: renames the row as the caller (UPDATE policies see the old and the new name). */
export async function moveObject(app: App, req: ApiRequest): Promise<Reply> {
  const caller = callerOf(req);
  const m = moveBody(await readJson(req));
  const id = await inTransaction(app, req, caller, async (tx) => {
    const bucket = await tx.query('select 1 from storage.buckets where id = $1', [m.destinationBucket]);
    if (!bucket.rows[0]) throw errors.noSuchBucket();
    await tx.asCaller();
    const moved = await tx.query<{ id: string }>(
      `update storage.objects set bucket_id = $3, name = $4, updated_at = now(), last_accessed_at = now()
        where bucket_id = $1 and name = $2 returning id::text as id`,
      [m.bucketId, m.sourceKey, m.destinationBucket, m.destinationKey],
    );
    if (!moved.rows[0]) throw errors.noSuchKey();
    return moved.rows[0].id;
  });
  return json(200, { message: 'Successfully moved', Id: id, Key: m.destinationKey });
}

/** POST /object/copy: a new row written as the caller (INSERT policy), then the bytes copied by the server. */
export async function copyObject(app: App, req: ApiRequest): Promise<Reply> {
  const caller = callerOf(req);
  const m = moveBody(await readJson(req));
  const copyMetadata = m.body.copyMetadata !== false;
  const upsert = req.headers['x-upsert'] === 'true';
  const header = req.headers['x-metadata'];
  let userMetadata: string | null = null;
  if (!copyMetadata && header !== undefined) {
    try {
      userMetadata = JSON.stringify(JSON.parse(Buffer.from(header, 'base64').toString('utf8')));
    } catch {
      userMetadata = null;
    }
  }
  const owner = caller.owner;
  const text = await inTransaction(app, req, caller, async (tx) => {
    const bucket = await tx.query('select 1 from storage.buckets where id = $1', [m.destinationBucket]);
    if (!bucket.rows[0]) throw errors.noSuchBucket();
    await tx.asCaller();
    const source = await tx.query<{ id: string }>(
      'select id::text as id from storage.objects where bucket_id = $1 and name = $2',
      [m.bucketId, m.sourceKey],
    );
    if (!source.rows[0]) throw errors.noSuchKey();
    const created = await tx.query<{ id: string; j: string }>(
      `insert into storage.objects as n (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
       select $1, $2, $3, $4, $5, s.metadata, case when $7 then s.user_metadata else $8::jsonb end, $9
         from storage.objects s where s.id = $6
       ${upsert ? `on conflict (name, bucket_id) do update set owner = excluded.owner, owner_id = excluded.owner_id,
           metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
           updated_at = now(), last_accessed_at = now()` : ''}
       returning n.id::text as id, ${objectJson('n')}::text as j`,
      [randomUUID(), m.destinationBucket, m.destinationKey, owner && isUuid(owner) ? owner : null, owner, source.rows[0].id, copyMetadata, userMetadata, randomUUID()],
    );
    await tx.asServer();
    await tx.query(
      `insert into _local.object_data (object_id, data) select $1, data from _local.object_data where object_id = $2
       on conflict (object_id) do update set data = excluded.data`,
      [created.rows[0].id, source.rows[0].id],
    );
    return JSON.stringify({ Id: created.rows[0].id, Key: `${m.destinationBucket}/${m.destinationKey}`, ...JSON.parse(created.rows[0].j) });
  });
  return { status: 200, headers: { 'content-type': JSON_TYPE }, body: text };
}
