import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

/** What a service answers; the server adds CORS and writes it. */
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** A Readable is streamed to the client as it produces data (edge functions' streaming responses). */
  body?: string | Uint8Array | Readable;
}

export const JSON_TYPE = 'application/json; charset=utf-8';

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': JSON_TYPE, ...headers }, body: JSON.stringify(value) };
}

/** A failure a service turns into a reply (bad input, auth, limits). Never a 5xx for client mistakes. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String((body as { message: unknown }).message) : `HTTP ${status}`);
  }
  toReply(): Reply {
    return json(this.status, this.body, this.headers);
  }
}

/** Lower-cased single-valued headers. */
export function flattenHeaders(h: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}
