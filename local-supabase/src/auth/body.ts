import type { ApiRequest } from '../http/request.ts';
import { HttpError } from '../http/reply.ts';
import { AuthError, badRequest } from './errors.ts';

export type JsonObject = Record<string, unknown>;

const badJson = (why: string) => badRequest('bad_json', `Could not parse request body as JSON: ${why}`);

/** The raw body; the server's 413 becomes Auth's request_entity_too_large. */
async function rawBody(req: ApiRequest, maxBytes: number): Promise<Buffer> {
  try {
    return await req.body();
  } catch (e) {
    if (e instanceof HttpError && e.status === 413) {
      throw new AuthError(413, 'request_entity_too_large', `Request body too large (max ${maxBytes} bytes)`);
    }
    throw e;
  }
}

function parseObject(raw: Buffer): JsonObject {
  const text = raw.toString('utf8');
  if (text.trim() === '') throw badJson('unexpected end of JSON input');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw badJson((e as Error).message);
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badJson(`cannot unmarshal ${typeName(value)} into an object`);
  }
  return value as JsonObject;
}

/**
 * The request body as a JSON object, as GoTrue decodes it into its parameter structs: an empty or invalid
 * body is a 400 bad_json, `null` is an empty object, anything but an object is a 400.
 */
export async function readJsonObject(req: ApiRequest, maxBytes: number): Promise<JsonObject> {
  return parseObject(await rawBody(req, maxBytes));
}

/** The body when one was sent, otherwise an empty object (DELETE /admin/users/{id} takes an optional body). */
export async function readOptionalJsonObject(req: ApiRequest, maxBytes: number): Promise<JsonObject> {
  const raw = await rawBody(req, maxBytes);
  return raw.length === 0 ? {} : parseObject(raw);
}

const typeName = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

/** A string field: absent or null is '' (Go's zero value); any other type is a 400 bad_json. */
export function str(body: JsonObject, key: string): string {
  const v = body[key];
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') throw badJson(`field "${key}" must be a string, not ${typeName(v)}`);
  return v;
}

/** A string field where null and absent mean "not given" (Go's *string). */
export function optStr(body: JsonObject, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw badJson(`field "${key}" must be a string, not ${typeName(v)}`);
  return v;
}

export function bool(body: JsonObject, key: string): boolean {
  const v = body[key];
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') throw badJson(`field "${key}" must be a boolean, not ${typeName(v)}`);
  return v;
}

/** An object field (user or app metadata); absent or null is undefined. */
export function obj(body: JsonObject, key: string): JsonObject | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw badJson(`field "${key}" must be an object, not ${typeName(v)}`);
  assertStorableJson(v, key);
  return v as JsonObject;
}

/** Postgres jsonb refuses NUL characters; say so instead of failing in the database. */
function assertStorableJson(v: unknown, key: string) {
  const text = JSON.stringify(v);
  if (text.includes('\\u0000')) {
    throw badRequest('validation_failed', `Field "${key}" must not contain NUL characters`);
  }
}
