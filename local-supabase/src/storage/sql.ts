/**
 * SQL fragments that build Storage's JSON bodies inside the database, so PGlite and node-postgres answer
 * byte for byte the same (int8 and timestamps are rendered by Postgres, not by the driver).
 */

/** A timestamptz as JavaScript's Date#toISOString renders it (what storage-api's JSON shows). */
export function iso(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A storage.objects row (`RETURNING *` in storage-api) as JSON. */
export function objectJson(alias: string): string {
  return `json_build_object(
    'bucket_id', ${alias}.bucket_id, 'name', ${alias}.name, 'owner', ${alias}.owner, 'owner_id', ${alias}.owner_id,
    'id', ${alias}.id, 'version', ${alias}.version,
    'updated_at', ${iso(`${alias}.updated_at`)}, 'created_at', ${iso(`${alias}.created_at`)},
    'last_accessed_at', ${iso(`${alias}.last_accessed_at`)},
    'metadata', ${alias}.metadata, 'user_metadata', ${alias}.user_metadata, 'path_tokens', ${alias}.path_tokens)`;
}

/** A storage.buckets row as GET /bucket answers it. */
export function bucketJson(alias: string): string {
  return `json_build_object(
    'id', ${alias}.id, 'name', ${alias}.name, 'owner', ${alias}.owner, 'public', coalesce(${alias}.public, false),
    'file_size_limit', ${alias}.file_size_limit, 'allowed_mime_types', ${alias}.allowed_mime_types,
    'type', 'STANDARD',
    'created_at', ${iso(`${alias}.created_at`)}, 'updated_at', ${iso(`${alias}.updated_at`)})`;
}

/** Escapes LIKE wildcards so a prefix matches literally (used with `escape '\\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
