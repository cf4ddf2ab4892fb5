import { invalidBody } from './errors.ts';
import { decodeMediaType } from './parse-headers.ts';
import { MAX_VALUE_NESTING, nestingDepth } from './parse-query.ts';

/** A request body as PostgREST reads it for writes and POST /rpc. */
export type Payload =
  /** JSON text handed to Postgres as-is, with the keys it carries (or the `columns` given). */
  | { kind: 'json'; raw: string; keys: string[]; isObject: boolean }
  /** Function arguments from a form body. */
  | { kind: 'form'; params: [string, string][] }
  /** The body for a function's single unnamed text/xml/bytea parameter. */
  | { kind: 'raw'; mime: 'text/plain' | 'text/xml' | 'application/octet-stream'; body: Buffer };

function formParams(body: Buffer): [string, string][] {
  const out: [string, string][] = [];
  for (const part of body.toString('utf8').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const dec = (s: string) => {
      try {
        return decodeURIComponent(s.replace(/\+/g, ' '));
      } catch {
        return s;
      }
    };
    out.push(eq < 0 ? [dec(part), ''] : [dec(part.slice(0, eq)), dec(part.slice(eq + 1))]);
  }
  return out;
}

/** RFC 4180 CSV with a header line; the text NULL stands for null. */
function csvToJson(text: string): Record<string, string | null>[] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i++;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
    i++;
  }
  if (quoted) return null;
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  if (rows.length === 0) return [];
  const [header, ...data] = rows;
  if (data.some((r) => r.length !== header.length)) return null;
  return data.map((r) => Object.fromEntries(header.map((h, j) => [h, r[j] === 'NULL' ? null : r[j]])));
}

/** Arrays must hold objects with identical keys; scalars count as an empty array (PostgREST's rule). */
function jsonPayload(raw: string, value: unknown): Payload {
  if (Array.isArray(value)) {
    if (value.length === 0) return { kind: 'json', raw: '[]', keys: [], isObject: false };
    const first = value[0];
    if (!first || typeof first !== 'object' || Array.isArray(first)) throw invalidBody('All object keys must match');
    const keys = Object.keys(first);
    const set = new Set(keys);
    for (const v of value) {
      if (!v || typeof v !== 'object' || Array.isArray(v)) throw invalidBody('All object keys must match');
      const k = Object.keys(v);
      if (k.length !== set.size || !k.every((x) => set.has(x))) throw invalidBody('All object keys must match');
    }
    return { kind: 'json', raw, keys, isObject: false };
  }
  if (value && typeof value === 'object') return { kind: 'json', raw, keys: Object.keys(value), isObject: true };
  return { kind: 'json', raw: '[]', keys: [], isObject: false };
}

/**
 * Reads the body of a write (isCall false) or of POST /rpc (isCall true). With `columns`, JSON is passed
 * through unparsed and only those columns are used.
 */
export function readPayload(body: Buffer, contentType: string | undefined, columns: string[] | null, isCall: boolean): Payload {
  const mt = contentType ? decodeMediaType(contentType) : null;
  const mime = mt?.mime ?? 'application/json';
  if (['application/json', 'text/csv', 'application/x-www-form-urlencoded'].includes(mime) && nestingDepth(body.toString('latin1')) > MAX_VALUE_NESTING) {
    throw invalidBody(`Body nested deeper than ${MAX_VALUE_NESTING} levels`);
  }
  switch (mime) {
    case 'application/json': {
      const text = body.toString('utf8');
      if (columns !== null) {
        return { kind: 'json', raw: text, keys: columns, isObject: /^[\s]*\{/.test(text) };
      }
      if (text.length === 0 && isCall) return { kind: 'json', raw: '{}', keys: [], isObject: true };
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        throw invalidBody('Empty or invalid json');
      }
      return jsonPayload(text, value);
    }
    case 'text/csv': {
      const rows = csvToJson(body.toString('utf8'));
      if (rows === null) throw invalidBody('All lines must have same number of fields');
      return jsonPayload(JSON.stringify(rows), rows);
    }
    case 'application/x-www-form-urlencoded': {
      const params = formParams(body);
      if (isCall) return { kind: 'form', params };
      const obj = Object.fromEntries(params);
      return { kind: 'json', raw: JSON.stringify(obj), keys: Object.keys(obj), isObject: true };
    }
    case 'text/plain':
    case 'text/xml':
    case 'application/octet-stream':
      if (isCall) return { kind: 'raw', mime, body };
      break;
  }
  throw invalidBody(`Content-Type not acceptable: ${mimeOf(mt)}`);
}

function mimeOf(mt: ReturnType<typeof decodeMediaType> | null): string {
  if (!mt) return 'application/json';
  return mt.mime === 'text/plain' || mt.mime === 'text/xml' || mt.mime === 'application/octet-stream' ? mt.mime : mt.raw;
}
