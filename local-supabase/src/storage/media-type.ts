import { MIMEType } from 'node:util';
import { errors } from './errors.ts';

/**
 * A declared Content-Type, parsed as the WHATWG MIME Sniffing Standard does (what browsers apply), and written
 * back normalised: `image/png/x, text/html` is refused instead of passing as "image" + "png".
 */
export function normaliseMediaType(declared: string): MIMEType {
  try {
    return new MIMEType(declared);
  } catch {
    throw errors.invalidMimeType(declared.slice(0, 200));
  }
}

const ascii = (text: string) => Buffer.from(text, 'latin1');
const startsWith = (data: Buffer, bytes: Buffer | number[], at = 0) =>
  data.length >= at + bytes.length && Buffer.from(bytes).equals(data.subarray(at, at + bytes.length));

/** The file signatures (magic numbers) of the image types a browser renders from bytes. */
const IMAGE_SIGNATURES: Record<string, (data: Buffer) => boolean> = {
  'image/png': (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (d) => startsWith(d, [0xff, 0xd8, 0xff]),
  'image/gif': (d) => startsWith(d, ascii('GIF87a')) || startsWith(d, ascii('GIF89a')),
  'image/webp': (d) => startsWith(d, ascii('RIFF')) && startsWith(d, ascii('WEBP'), 8),
  'image/avif': (d) => startsWith(d, ascii('ftyp'), 4) && (startsWith(d, ascii('avif'), 8) || startsWith(d, ascii('avis'), 8)),
  'image/bmp': (d) => startsWith(d, ascii('BM')),
  'image/x-icon': (d) => startsWith(d, [0, 0, 1, 0]),
  'image/vnd.microsoft.icon': (d) => startsWith(d, [0, 0, 1, 0]),
  'image/tiff': (d) => startsWith(d, ascii('II*\0')) || startsWith(d, ascii('MM\0*')),
};

/**
 * Bytes declared as a raster image must carry that image's signature, so a bucket that allows images never
 * stores (and serves as an image) something else. Other types have no signature to check.
 */
export function mustMatchDeclaredImage(type: MIMEType, data: Buffer): void {
  const matches = IMAGE_SIGNATURES[type.essence];
  if (matches && data.length > 0 && !matches(data)) throw errors.invalidMimeType(`${type.essence} (the bytes are not one)`);
  if (type.type === 'image' && !matches && type.essence !== 'image/svg+xml') {
    throw errors.invalidMimeType(`${type.essence} (an image type whose bytes cannot be checked)`);
  }
}

/** The type an object is served with: its stored type re-parsed, or octet-stream when it does not parse. */
export function servedMediaType(stored: unknown): string {
  if (typeof stored !== 'string') return 'application/octet-stream';
  try {
    return new MIMEType(stored).toString();
  } catch {
    return 'application/octet-stream';
  }
}

/** Sent with every object: no sniffing, and no script, style or frame may run from an object's document. */
export const OBJECT_SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox",
};
