import { errors } from './errors.ts';

// The characters storage-api accepts (src/storage/limits.ts): S3-safe ones plus a few that need care.
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]+$/;

export function mustBeValidKey(key: string): void {
  if (!key || !VALID_OBJECT_KEY.test(key)) throw errors.invalidKey(key);
}

export function mustBeValidBucketName(name: string): void {
  if (!name || name.length > 100 || !VALID_BUCKET_NAME.test(name)) throw errors.invalidBucketName();
}

/** Studio's placeholder that makes an empty folder visible; it may hold no bytes. */
export function isEmptyFolder(name: string): boolean {
  return name.endsWith('.emptyFolderPlaceholder');
}

/** "20MB", "1.5GB", "300KB", "12B" → bytes (decimal units, as storage-api). */
export function parseFileSize(value: string): number {
  const m = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value.trim());
  if (!m) throw errors.invalidFileSizeLimit();
  const n = Number(Number.parseFloat(m[1]).toPrecision(3));
  const unit = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 }[m[2].toLowerCase() as 'gb' | 'mb' | 'kb' | 'b'];
  return Math.floor(n * unit);
}

/** A bucket's allowed_mime_types entries: "type/subtype", "type/*", optionally with a charset, or "*". */
export function mustBeValidMimeTypeList(types: string[]): void {
  for (const t of types) {
    if (t.length > 1000 || !/^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.*]+)(;\s*charset=[a-zA-Z0-9-]+)?$|^\*$/.test(t)) {
      throw errors.invalidMimeType(t);
    }
  }
}

/** An upload's type (its parsed essence, "type/subtype") against the bucket's list: exact, type/*, or *. */
export function mustBeAllowedMimeType(essence: string, allowed: string[]): void {
  const [type, sub] = essence.split('/');
  if (sub === undefined) throw errors.invalidMimeType(essence);
  for (const a of allowed) {
    const [aType, aSub] = a.split(';')[0].trim().toLowerCase().split('/');
    if (aType === '*' || (aType === type && (aSub === '*' || aSub === sub))) return;
  }
  throw errors.invalidMimeType(essence);
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
