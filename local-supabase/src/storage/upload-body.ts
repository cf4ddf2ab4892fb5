import type { Readable } from 'node:stream';
import { bodyReader, type ApiRequest } from '../http/request.ts';
import { errors, StorageError } from './errors.ts';
import { boundaryOf, MultipartError, parseMultipart } from './multipart.ts';

/** The file of an upload request, from a raw body or a multipart/form-data one. */
export interface UploadFile {
  data: Buffer;
  mimeType: string;
  cacheControl: string;
  userMetadata?: Record<string, unknown>;
}

const MAX_USER_METADATA_BYTES = 1024 * 1024;
/** Room for the form fields and part headers around the file in a multipart body. */
const MULTIPART_OVERHEAD_BYTES = MAX_USER_METADATA_BYTES + 64 * 1024;

/** How long a refused upload may keep streaming before the 413 is sent anyway. */
const DRAIN_TIMEOUT_MS = 5000;

/**
 * Reads the request body with its own limit (the upload limit, not the JSON one). Over the limit, the rest of
 * the body is discarded before answering: a client still sending (fetch, undici) would otherwise see the
 * connection fail instead of reading the 413.
 */
export async function readBody(req: ApiRequest, limit: number): Promise<Buffer> {
  try {
    return await bodyReader(req.raw, limit, () => errors.entityTooLarge())();
  } catch (e) {
    if (e instanceof StorageError && e.statusCode === 413) await drained(req.raw);
    throw e;
  }
}

function drained(stream: Readable): Promise<void> {
  return new Promise((resolve) => {
    if (stream.readableEnded || stream.destroyed) return resolve();
    const done = () => {
      clearTimeout(timer);
      stream.off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, DRAIN_TIMEOUT_MS);
    stream.on('end', done).on('close', done).on('error', done);
    stream.resume();
  });
}

/**
 * As storage-api: multipart bodies carry the file under any field name with a filename (supabase-js uses ''),
 * with the fields cacheControl, metadata and contentType; raw bodies use Content-Type, Cache-Control and
 * x-metadata (base64 JSON). `limit` is the largest file accepted.
 */
export async function readUpload(req: ApiRequest, limit: number): Promise<UploadFile> {
  const contentType = req.headers['content-type'] ?? '';
  if (/^multipart\/form-data/i.test(contentType)) return readMultipart(req, contentType, limit);

  const data = await readBody(req, limit);
  const header = req.headers['x-metadata'];
  return {
    data,
    mimeType: contentType || 'application/octet-stream',
    cacheControl: req.headers['cache-control'] ?? 'no-cache',
    userMetadata: header === undefined ? undefined : parseJsonObject(Buffer.from(header, 'base64').toString('utf8')),
  };
}

async function readMultipart(req: ApiRequest, contentType: string, limit: number): Promise<UploadFile> {
  let parts;
  try {
    const boundary = boundaryOf(contentType);
    parts = parseMultipart(await readBody(req, limit + MULTIPART_OVERHEAD_BYTES), boundary);
  } catch (e) {
    if (e instanceof MultipartError) throw errors.noContent(e.message);
    throw e;
  }
  const file = parts.find((p) => p.filename !== undefined);
  if (!file) throw errors.noContent();
  if (file.data.length > limit) throw errors.entityTooLarge();

  const field = (name: string) => parts.find((p) => p.filename === undefined && p.name === name)?.data.toString('utf8');
  const cacheTime = field('cacheControl');
  const metadata = field('metadata') ?? field('userMetadata');
  if (metadata !== undefined && Buffer.byteLength(metadata) > MAX_USER_METADATA_BYTES) {
    throw errors.entityTooLarge('user_metadata');
  }
  return {
    data: file.data,
    mimeType: field('contentType') || file.contentType || 'text/plain',
    cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
    userMetadata: metadata === undefined ? undefined : parseJsonObject(metadata),
  };
}

/** User metadata that is not a JSON object is dropped, as storage-api does. */
function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
  } catch {
    return undefined;
  }
}
