/**
 * The load generator's HTTP client: one keep-alive connection per concurrent client, a prebuilt request, and
 * no more parsing of the answer than framing needs. node:http's client spends about as much CPU per request
 * as the server's own HTTP handling; on a two-core machine that CPU is taken from the server under test and
 * would be counted as the layer's overhead.
 */
import net from 'node:net';
import { traceNow } from '../src/trace.ts';

export interface BenchResponse {
  status: number;
  body: Buffer;
}

const HEADER_END = Buffer.from('\r\n\r\n');

export class BenchConnection {
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (r: BenchResponse) => void; reject: (e: Error) => void } | null = null;
  /** When the current answer's first bytes arrived (traceNow(), µs): set only when `traced`. */
  firstByteAt = 0;
  traced = false;
  /** Closed by either side: a request sent now would never be answered (the restart row's writers reconnect). */
  closed = false;

  private constructor(private readonly socket: net.Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      if (this.traced && this.firstByteAt === 0) this.firstByteAt = traceNow();
      this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
      this.tryComplete();
    });
    const fail = (e: Error) => {
      this.waiting?.reject(e);
      this.waiting = null;
    };
    socket.on('error', fail);
    socket.on('close', () => {
      this.closed = true;
      fail(new Error('connection closed'));
    });
  }

  static open(url: string): Promise<BenchConnection> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => resolve(new BenchConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** A GET with the given headers, as bytes to write for every request. */
  static get(url: string, headers: Record<string, string>): Buffer {
    const { host, pathname, search } = new URL(url);
    const lines = [`GET ${pathname}${search} HTTP/1.1`, `host: ${host}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
    return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  }

  /** Any request (a body is sent as JSON), as bytes to write. */
  static request(method: string, url: string, headers: Record<string, string>, body?: unknown): Buffer {
    const { host, pathname, search } = new URL(url);
    const text = body === undefined ? '' : JSON.stringify(body);
    const all = { host, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }) };
    const lines = [`${method} ${pathname}${search} HTTP/1.1`, ...Object.entries(all).map(([k, v]) => `${k}: ${v}`)];
    return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${text}`);
  }

  send(request: Buffer): Promise<BenchResponse> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new Error('connection closed'));
      this.waiting = { resolve, reject };
      this.firstByteAt = 0;
      this.socket.write(request);
    });
  }

  close() {
    this.socket.destroy();
  }

  private tryComplete() {
    const end = this.buffered.indexOf(HEADER_END);
    if (end < 0 || !this.waiting) return;
    const head = this.buffered.subarray(0, end).toString('latin1');
    const status = Number(head.slice(9, 12));
    const start = end + HEADER_END.length;
    let body: Buffer | null = null;
    let consumed = 0;
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (length) {
      const n = Number(length[1]);
      if (this.buffered.length - start >= n) {
        body = this.buffered.subarray(start, start + n);
        consumed = start + n;
      }
    } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const chunks: Buffer[] = [];
      let at = start;
      for (;;) {
        const lineEnd = this.buffered.indexOf('\r\n', at);
        if (lineEnd < 0) break;
        const size = parseInt(this.buffered.subarray(at, lineEnd).toString('latin1'), 16);
        if (this.buffered.length < lineEnd + 2 + size + 2) break;
        if (size === 0) {
          body = Buffer.concat(chunks);
          consumed = lineEnd + 4;
          break;
        }
        chunks.push(this.buffered.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
    } else {
      body = Buffer.alloc(0);
      consumed = start;
    }
    if (body === null) return;
    this.buffered = this.buffered.subarray(consumed);
    const { resolve } = this.waiting;
    this.waiting = null;
    resolve({ status, body });
  }
}
