import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CORS_HEADERS, cacheControlFor } from '@diva/federation';

export interface StaticSite {
  /** Folder to serve (an app's dist/). */
  dir: string;
  port: number;
  host?: string;
  /** Serve index.html for unknown paths (the shell's client-side routes). */
  spa?: boolean;
  /** Send CORS headers (remotes: the shell fetches their manifest and chunks from another origin). */
  cors?: boolean;
  /** A file served at /config.json, read on every request so a test or deploy can change it live. */
  configFile?: string;
  /** The Content-Security-Policy of the site's HTML pages, computed per response (it follows config.json). */
  contentPolicy?: () => Promise<string>;
  /** Cache-Control per served file (relative path); default by name (`cacheControlFor`). */
  cacheControl?: (relativePath: string) => string;
  /** Paths this site serves; any other answers 404 (the releases root serves release folders, not its registry). */
  serves?: (pathname: string) => boolean;
}

export interface RunningSite {
  url: string;
  port: number;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map']);

async function fileIfExists(file: string): Promise<string | null> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * A small production static server: no-cache for entry points, manifests and config.json, immutable for
 * content-hashed files, optional CORS, gzip when the client accepts it, SPA fallback for the shell.
 */
export function serveStatic(site: StaticSite): Promise<RunningSite> {
  const root = path.resolve(site.dir);
  const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

  // The handler catches its own failures and answers 500, so its promise is safe to leave running.
  const server = http.createServer((req, res) => void (async () => {
    try {
      if (site.cors) for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
        return;
      }
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);

      if (pathname === '/config.json' && site.configFile) {
        const body = await fs.readFile(site.configFile);
        res.writeHead(200, { 'Content-Type': TYPES['.json']!, 'Cache-Control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }

      if (site.serves && !site.serves(pathname)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
        return;
      }
      const candidate = path.resolve(root, `.${pathname}`);
      if (!candidate.startsWith(root)) {
        res.writeHead(400).end('Bad path');
        return;
      }
      let file = await fileIfExists(pathname.endsWith('/') ? path.join(candidate, 'index.html') : candidate);
      // Client-side routes get the app page; a missing asset (it has an extension) is a real 404.
      if (!file && site.spa && !path.extname(pathname)) file = await fileIfExists(path.join(root, 'index.html'));
      if (!file) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
        return;
      }

      const ext = path.extname(file);
      const headers: Record<string, string> = {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': site.cacheControl ? site.cacheControl(path.relative(root, file)) : cacheControlFor(path.basename(file)),
        Vary: 'Accept-Encoding',
      };
      if (ext === '.html' && site.contentPolicy) {
        headers['Content-Security-Policy'] = await site.contentPolicy();
        headers['X-Content-Type-Options'] = 'nosniff';
      }
      const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (acceptsGzip && COMPRESSIBLE.has(ext)) {
        const stat = await fs.stat(file);
        let cached = gzipCache.get(file);
        if (!cached || cached.mtimeMs !== stat.mtimeMs) {
          cached = { mtimeMs: stat.mtimeMs, body: gzipSync(await fs.readFile(file), { level: 9 }) };
          gzipCache.set(file, cached);
        }
        res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(cached.body.length) });
        res.end(req.method === 'HEAD' ? undefined : cached.body);
        return;
      }
      res.writeHead(200, headers);
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`Server error: ${(error as Error).message}`);
    }
  })());

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(site.port, site.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://localhost:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
