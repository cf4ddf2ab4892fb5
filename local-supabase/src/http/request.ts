import type { IncomingMessage } from 'node:http';
import type { Claims } from '../jwt.ts';
import { type HttpError } from './reply.ts';

export interface AuthInfo {
  /** The bearer token after the gateway's key translation, or null (anon). */
  token: string | null;
  /** Verified claims, or null when there is no token or it failed verification. */
  claims: Claims | null;
  /** `claims` as JSON, when the token cache made it (the claims object must then not be changed). */
  claimsJson?: string;
  /** Why the token was rejected, when it was. */
  error: { reason: string; message: string } | null;
  /** Database role for the request: anon, authenticated or service_role. */
  role: 'anon' | 'authenticated' | 'service_role';
}

/** One HTTP request as the services see it. */
export interface ApiRequest {
  method: string;
  /** The path below the service prefix, e.g. "/posts" for /rest/v1/posts. */
  path: string;
  /** '?' and the query string, or '' (as URL.search). */
  search: string;
  /** The whole URL, parsed when first read. */
  readonly url: URL;
  headers: Record<string, string>;
  auth: AuthInfo;
  /** The raw body, read once, at most maxBytes (413 beyond). */
  body(): Promise<Buffer>;
  /** The body parsed as JSON; undefined when empty. Invalid JSON is a 400 in the service's own error shape. */
  raw: IncomingMessage;
}

export function bodyReader(req: IncomingMessage, maxBytes: number, tooLarge: () => HttpError): () => Promise<Buffer> {
  let cached: Promise<Buffer> | undefined;
  return () => {
    cached ??= new Promise<Buffer>((resolve, reject) => {
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        req.resume();
        reject(tooLarge());
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let failed = false;
      req.on('data', (c: Buffer) => {
        if (failed) return;
        size += c.length;
        if (size > maxBytes) {
          failed = true;
          reject(tooLarge());
          return;
        }
        chunks.push(c);
      });
      req.on('end', () => !failed && resolve(Buffer.concat(chunks)));
      req.on('error', (e) => !failed && reject(e));
    });
    return cached;
  };
}
