import { createHash, randomUUID } from 'node:crypto';
import type { App } from '../app.ts';
import { isPgError } from '../db/types.ts';
import type { ApiRequest } from '../http/request.ts';
import { json, type Reply } from '../http/reply.ts';
import { callerOf, inTransaction } from './context.ts';
import { errors } from './errors.ts';
import { isEmptyFolder, isUuid, mustBeAllowedMimeType, mustBeValidBucketName, mustBeValidKey } from './limits.ts';
import { mustMatchDeclaredImage, normaliseMediaType } from './media-type.ts';
import { readUpload } from './upload-body.ts';

interface BucketLimits {
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
}

/**
 * POST (create; with `x-upsert: true` replace) and PUT (replace) /object/{bucket}/{key}.
 * The row is written as the caller (RLS on storage.objects decides), the bytes then as the server, in the same
 * transaction. A plain create needs an INSERT policy; an upsert also SELECT and UPDATE ones, as on hosted Supabase.
 */
export async function uploadObject(app: App, req: ApiRequest, bucketId: string, key: string, upsert: boolean): Promise<Reply> {
  mustBeValidBucketName(bucketId);
  const caller = callerOf(req);
  mustBeValidKey(key);

  // The bucket's own limits, read as the server (uploads need no RLS on buckets).
  const { rows } = await app.db.query<{ j: string }>(
    `select json_build_object('file_size_limit', file_size_limit, 'allowed_mime_types', allowed_mime_types)::text as j
       from storage.buckets where id = $1`,
    [bucketId],
  );
  if (!rows[0]) throw errors.noSuchBucket();
  const bucket = JSON.parse(rows[0].j) as BucketLimits;

  const bucketLimit = bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit);
  const limit = isEmptyFolder(key) ? 0 : Math.min(app.settings.maxUploadBytes, bucketLimit);
  const file = await readUpload(req, limit);
  const mediaType = normaliseMediaType(file.mimeType);
  if (bucket.allowed_mime_types?.length && !isEmptyFolder(key)) {
    mustBeAllowedMimeType(mediaType.essence, bucket.allowed_mime_types);
    // A bucket that admits only some types also gets bytes of the type declared.
    mustMatchDeclaredImage(mediaType, file.data);
  }

  const metadata = {
    eTag: `"${createHash('md5').update(file.data).digest('hex')}"`,
    size: file.data.length,
    mimetype: mediaType.toString(),
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.data.length,
    httpStatusCode: 200,
  };
  const owner = caller.owner;
  const values = [
    randomUUID(),
    bucketId,
    key,
    owner && isUuid(owner) ? owner : null,
    owner,
    JSON.stringify(metadata),
    file.userMetadata === undefined ? null : JSON.stringify(file.userMetadata),
    randomUUID(),
  ];

  const id = await inTransaction(app, req, caller, async (tx) => {
    await tx.asCaller();
    let objectId = values[0] as string;
    const insert = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
                    values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`;
    if (upsert) {
      const res = await tx.query<{ id: string }>(
        `${insert}
         on conflict (name, bucket_id) do update set
           owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
           user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now(), last_accessed_at = now()
         returning id::text as id`,
        values,
      );
      objectId = res.rows[0].id;
    } else {
      try {
        await tx.query(insert, values);
      } catch (e) {
        // storage-api names a duplicate key on create KeyAlreadyExists (same 409 and message).
        if (isPgError(e) && e.code === '23505') throw errors.keyAlreadyExists();
        throw e;
      }
    }
    await tx.asServer();
    // Bytes travel as base64 text: PGlite serialises a bytea parameter about 20 times slower.
    await tx.query(
      `insert into _local.object_data (object_id, data) values ($1, decode($2, 'base64'))
       on conflict (object_id) do update set data = excluded.data`,
      [objectId, file.data.toString('base64')],
    );
    return objectId;
  });
  return json(200, { Id: id, Key: `${bucketId}/${key}` });
}
