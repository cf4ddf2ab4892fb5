import type { App } from '../app.ts';
import type { ApiRequest } from '../http/request.ts';
import type { Reply } from '../http/reply.ts';
import { JSON_TYPE } from '../http/reply.ts';
import { bodyObject, callerOf, inTransaction, readJson } from './context.ts';
import { errors } from './errors.ts';
import { mustBeValidBucketName } from './limits.ts';
import { escapeLike, iso } from './sql.ts';

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;

interface ListOptions {
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  column: (typeof SORT_COLUMNS)[number];
  order: 'asc' | 'desc';
}

function optionsFrom(raw: unknown): ListOptions {
  const body = bodyObject(raw);
  if (typeof body.prefix !== 'string') throw errors.invalidRequest("body must have required property 'prefix'");
  const int = (name: string, min: number, fallback: number) => {
    const v = body[name];
    if (v === undefined) return fallback;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min) throw errors.invalidRequest(`body/${name} must be integer >= ${min}`);
    return v;
  };
  if (body.search !== undefined && typeof body.search !== 'string') throw errors.invalidRequest('body/search must be string');
  let column: ListOptions['column'] = 'name';
  let order: ListOptions['order'] = 'asc';
  if (body.sortBy !== undefined) {
    const sortBy = body.sortBy as Record<string, unknown> | null;
    if (!sortBy || typeof sortBy !== 'object' || Array.isArray(sortBy)) throw errors.invalidRequest('body/sortBy must be object');
    if (!SORT_COLUMNS.includes(sortBy.column as ListOptions['column'])) {
      throw errors.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
    }
    column = sortBy.column as ListOptions['column'];
    if (sortBy.order !== undefined) {
      if (sortBy.order !== 'asc' && sortBy.order !== 'desc') {
        throw errors.invalidRequest('body/sortBy/order must be equal to one of the allowed values');
      }
      order = sortBy.order;
    }
  }
  // The prefix names a folder: storage-api appends the slash a caller leaves off.
  const prefix = body.prefix.length > 0 && !body.prefix.endsWith('/') ? `${body.prefix}/` : body.prefix;
  return {
    prefix,
    search: (body.search as string | undefined) ?? '',
    limit: Math.min(int('limit', 1, 100), 1500),
    offset: int('offset', 0, 0),
    column,
    order,
  };
}

/**
 * POST /object/list/{bucket}: the entries directly under `prefix` whose name starts with prefix+search
 * (case-insensitively), as storage.search() returns them: files with their row, sub-folders as placeholders with
 * `id: null`. Sorted by name, folders and files interleave; sorted by a date, folders come first. Runs as the
 * caller, so RLS hides what the caller may not read.
 */
export async function listObjects(app: App, req: ApiRequest, bucketId: string): Promise<Reply> {
  mustBeValidBucketName(bucketId);
  const caller = callerOf(req);
  const o = optionsFrom(await readJson(req));
  const dir = o.order === 'desc' ? 'desc' : 'asc';
  // Folders sort as "name/" so "a/" and "a.png" keep the order of the underlying keys.
  const order =
    o.column === 'name'
      ? `lower(case when e.id is null then e.name || '/' else e.name end) collate "C" ${dir}, e.name collate "C" ${dir}`
      : `(e.id is not null), case when e.id is null then e.name end collate "C" ${dir}, e.${o.column} ${dir}, e.name collate "C"`;
  const sql = `
    with matched as (
      select o.*, substring(o.name from $3 + 1) as rest
        from storage.objects o
       where o.bucket_id = $1 and o.name ilike $2 escape '\\'
    ),
    entries as (
      select distinct substring(name from $4 + 1 for ($3 - $4) + strpos(rest, '/') - 1) as name,
             null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
             null::timestamptz as last_accessed_at, null::jsonb as metadata
        from matched where strpos(rest, '/') > 0
      union all
      select substring(name from $4 + 1), id, updated_at, created_at, last_accessed_at, metadata
        from matched where strpos(rest, '/') = 0
    ),
    page as (
      select e.*, row_number() over (order by ${order}) as n
        from entries e order by ${order} limit $5 offset $6
    )
    select coalesce(json_agg(json_build_object(
             'name', p.name, 'id', p.id, 'updated_at', ${iso('p.updated_at')}, 'created_at', ${iso('p.created_at')},
             'last_accessed_at', ${iso('p.last_accessed_at')}, 'metadata', p.metadata) order by p.n), '[]')::text as j
      from page p`;
  const search = o.prefix + o.search;
  const body = await inTransaction(
    app,
    req,
    caller,
    async (tx) => {
      await tx.asCaller();
      const { rows } = await tx.query<{ j: string }>(sql, [
        bucketId,
        `${escapeLike(search)}%`,
        search.length,
        o.prefix.length,
        o.limit,
        o.offset,
      ]);
      return rows[0].j;
    },
    { readOnly: true },
  );
  return { status: 200, headers: { 'content-type': JSON_TYPE }, body };
}
