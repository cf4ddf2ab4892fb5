/**
 * SQL text assembly. Identifiers reach SQL only through `ident()` applied to strings read from the catalogue
 * (schema cache); every value from a request goes through `Params.add()` as a bind parameter.
 */

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

export class Params {
  readonly values: unknown[] = [];

  /** A bind parameter; `cast` must be a fixed type name written in this code or read from the catalogue. */
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    const p = `$${this.values.length}`;
    return cast ? `${p}::${cast}` : p;
  }
}

/** json_build_object takes at most 100 arguments: 50 key/value pairs per call. */
const PAIRS_PER_CALL = 50;

export type ObjectPart =
  /** A key (sent as a parameter) and a SQL value expression. */
  | { key: string; value: string }
  /** A SQL expression yielding a JSON object whose keys are spread into this one (never SQL NULL). */
  | { spread: string };

/**
 * A SQL expression building one JSON object with keys in the given order. Keys are bind parameters, never
 * spliced. Several json_build_object calls (or spread objects) are joined textually, which keeps key order
 * (jsonb would reorder keys).
 */
export function jsonObject(params: Params, parts: ObjectPart[]): string {
  const segments: string[] = [];
  let pairs: string[] = [];
  const flush = () => {
    if (pairs.length) segments.push(`json_build_object(${pairs.join(', ')})`);
    pairs = [];
  };
  for (const part of parts) {
    if ('spread' in part) {
      flush();
      segments.push(part.spread);
    } else {
      pairs.push(`${params.add(part.key, 'text')}, ${part.value}`);
      if (pairs.length === PAIRS_PER_CALL) flush();
    }
  }
  flush();
  if (segments.length === 0) return `'{}'::json`;
  if (segments.length === 1) return segments[0];
  // Each object's text without its braces (evaluated once); empty objects drop out of concat_ws, whose
  // 100-argument limit is respected by nesting.
  let inner = segments.map((s) => `nullif(left(substr((${s})::text, 2), -1), '')`);
  while (inner.length > 1) {
    const next: string[] = [];
    for (let i = 0; i < inner.length; i += 90) next.push(`nullif(concat_ws(', ', ${inner.slice(i, i + 90).join(', ')}), '')`);
    inner = next;
  }
  return `('{' || coalesce(${inner[0]}, '') || '}')::json`;
}
