/** GET /rest/v1/: a Swagger 2.0 description of the exposed tables, views and functions (PostgREST's root). */
import type { Column, SchemaCache } from './schema-cache.ts';

function property(c: Column): Record<string, unknown> {
  const t = c.baseType;
  let type = 'string';
  if (['int2', 'int4', 'int8'].includes(t)) type = 'integer';
  else if (['float4', 'float8', 'numeric'].includes(t)) type = 'number';
  else if (t === 'bool') type = 'boolean';
  else if (c.isArray) type = 'array';
  const p: Record<string, unknown> = { format: c.type, type };
  if (c.isArray) p.items = { type: 'string' };
  if (c.default !== null) p.default = c.default;
  return p;
}

export function openApi(cache: SchemaCache, host: string): unknown {
  const paths: Record<string, unknown> = {
    '/': { get: { produces: ['application/openapi+json', 'application/json'], responses: { 200: { description: 'OK' } }, summary: 'OpenAPI description (this document)', tags: ['Introspection'] } },
  };
  const definitions: Record<string, unknown> = {};
  for (const t of [...cache.tables.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    const ref = { $ref: `#/definitions/${t.name}` };
    const ok = { 200: { description: 'OK', schema: { items: ref, type: 'array' } }, 206: { description: 'Partial Content' } };
    const ops: Record<string, unknown> = { get: { tags: [t.name], responses: ok } };
    if (t.insertable) ops.post = { tags: [t.name], responses: { 201: { description: 'Created' } } };
    if (t.updatable) ops.patch = { tags: [t.name], responses: { 204: { description: 'No Content' } } };
    if (t.deletable) ops.delete = { tags: [t.name], responses: { 204: { description: 'No Content' } } };
    paths[`/${t.name}`] = ops;
    definitions[t.name] = {
      required: t.columns.filter((c) => !c.nullable && c.default === null).map((c) => c.name),
      properties: Object.fromEntries(t.columns.map((c) => [c.name, property(c)])),
      type: 'object',
    };
  }
  for (const [name, routines] of [...cache.routines].sort(([a], [b]) => a.localeCompare(b))) {
    const r = routines.find((x) => x.callable);
    if (!r) continue;
    const args = {
      in: 'body',
      name: 'args',
      required: true,
      schema: {
        properties: Object.fromEntries(r.params.map((p) => [p.name, { format: p.type, type: 'string' }])),
        required: r.params.filter((p) => p.required).map((p) => p.name),
        type: 'object',
      },
    };
    const ops: Record<string, unknown> = { post: { tags: ['(rpc) ' + name], parameters: [args], responses: { 200: { description: 'OK' } } } };
    if (r.volatility !== 'v') ops.get = { tags: ['(rpc) ' + name], responses: { 200: { description: 'OK' } } };
    paths[`/rpc/${name}`] = ops;
  }
  return {
    swagger: '2.0',
    info: { description: '', title: 'standard public schema', version: '14.12 (local-supabase)' },
    host,
    basePath: '/rest/v1',
    schemes: ['http'],
    consumes: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
    produces: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
    paths,
    definitions,
  };
}
