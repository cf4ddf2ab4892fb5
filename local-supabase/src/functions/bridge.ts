import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { ApiRequest } from '../http/request.ts';
import type { Reply } from '../http/reply.ts';

/** Connection-level headers that belong to one hop, not to the request or response they travel with. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'host', 'content-length']);

/**
 * The web-standard Request a handler receives. As behind the hosted gateway, its URL is `/<name>/<rest>?<query>`
 * (no /functions/v1 prefix) and Authorization carries the translated bearer (an sb_ key becomes its JWT).
 */
export function toRequest(req: ApiRequest, origin: string, body: Buffer | null, signal?: AbortSignal): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (HOP_BY_HOP.has(k) || k === 'authorization') continue;
    try {
      headers.set(k, v);
    } catch {
      // A value fetch's Headers refuses (invalid characters) is dropped rather than failing the call.
    }
  }
  if (req.auth.token) headers.set('authorization', `Bearer ${req.auth.token}`);
  const method = req.method.toUpperCase();
  return new Request(new URL(req.path + req.url.search, origin), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || !body || body.length === 0 ? null : new Uint8Array(body),
    signal,
  });
}

/** Writes a handler's Response back: status, its headers, and the body streamed as it is produced. */
export function toReply(res: Response): Reply {
  const headers: Record<string, string> = {};
  res.headers.forEach((value, key) => {
    if (!HOP_BY_HOP.has(key)) headers[key] = value;
  });
  if (!res.body) return { status: res.status, headers };
  return { status: res.status, headers, body: Readable.fromWeb(res.body as unknown as NodeReadableStream<Uint8Array>) };
}
