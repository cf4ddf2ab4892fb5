// Reading the optional parts of a request body.

/** The value when it is one of `allowed`, else `fallback` (undefined/null) or null (anything else). */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T | null {
  if (value === undefined || value === null || value === '') return fallback;
  return allowed.includes(value as T) ? (value as T) : null;
}

/** Short strings from an optional array (e.g. suggestions already shown), without repeats, bounded in count and length. */
export function stringList(value: unknown, maxItems = 50, maxLength = 200): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= maxLength)
    .map((v) => v.trim())
    .filter((v) => !seen.has(v.toLowerCase()) && Boolean(seen.add(v.toLowerCase())))
    .slice(0, maxItems);
}

export const isUuid = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
