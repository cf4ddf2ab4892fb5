/**
 * The smallest WebSocket client the bench's subscribers need (RFC 6455 over a TCP socket): the upgrade, masked
 * text frames out, and whole text frames in, handed over as a range of the bytes read, without a copy, a string or
 * an event per message. Its CPU is the bench's, on the two cores the server under test shares, and 50 subscribers
 * receive some 30,000 events a second under the mixed load.
 */
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';

const ACCEPT_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const enum Opcode {
  Text = 1,
  Close = 8,
  Ping = 9,
  Pong = 10,
}

/** Every socket reads into one buffer of its own (net's `onread`), not a new one per read: see connect(). */
const READ_BUFFER_BYTES = 256 * 1024;

export class RawWebSocket {
  /** The start of a frame that has not fully arrived (a copy: the read buffer is reused). */
  private pending: Buffer | null = null;
  /** Called with each text frame's payload: `data` from `start` to `end` (valid only during the call). */
  onText: (data: Buffer, start: number, end: number) => void = () => {};

  private constructor(private readonly socket: net.Socket) {
    socket.setNoDelay(true);
    socket.on('error', () => {}); // a reset at the end of the bench; the runs have finished with it by then
  }

  /**
   * Connects to a ws:// URL and completes the upgrade (refused unless the server answers 101 with the right accept
   * key). The socket reads into a buffer it keeps: a buffer per read (net's default) made the bench's garbage
   * collector, on its own threads, its largest cost under the mixed load's events.
   */
  static connect(url: string): Promise<RawWebSocket> {
    const target = new URL(url);
    const key = randomBytes(16).toString('base64');
    const accept = createHash('sha1').update(key + ACCEPT_GUID).digest('base64');
    return new Promise((resolve, reject) => {
      let ws: RawWebSocket | null = null;
      let head = Buffer.alloc(0);
      const fail = (error: Error) => (socket.destroy(), reject(error));
      const upgraded = (bytes: Buffer) => {
        head = Buffer.concat([head, bytes]);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        socket.off('error', fail);
        const response = head.toString('latin1', 0, end);
        if (!response.startsWith('HTTP/1.1 101 ')) return fail(new Error(`upgrade refused: ${response.split('\r\n')[0]}`));
        if (!new RegExp(`^sec-websocket-accept: *${accept.replace(/[+/]/g, '\\$&')}\\s*$`, 'im').test(response)) return fail(new Error('upgrade answered with a wrong accept key'));
        ws = new RawWebSocket(socket);
        resolve(ws);
        if (end + 4 < head.length) ws.read(head.subarray(end + 4));
      };
      const socket = net.connect({
        port: Number(target.port),
        host: target.hostname,
        onread: {
          buffer: Buffer.allocUnsafe(READ_BUFFER_BYTES),
          callback: (read: number, buffer: Uint8Array) => {
            const bytes = Buffer.from(buffer.buffer, buffer.byteOffset, read);
            if (ws) ws.read(bytes);
            else upgraded(bytes);
            return true;
          },
        },
      });
      socket.once('error', fail);
      socket.once('connect', () =>
        socket.write(
          `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
            `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
        ),
      );
    });
  }

  sendText(text: string) {
    this.send(Opcode.Text, Buffer.from(text));
  }

  close() {
    const code = Buffer.alloc(2);
    code.writeUInt16BE(1000);
    this.send(Opcode.Close, code);
    this.socket.end();
  }

  /** A client's frames are masked (RFC 6455 5.3). */
  private send(opcode: Opcode, payload: Buffer) {
    const length = payload.length;
    const head = length < 126 ? 2 : length < 65536 ? 4 : 10;
    const frame = Buffer.allocUnsafe(head + 4 + length);
    frame[0] = 0x80 | opcode;
    if (length < 126) frame[1] = 0x80 | length;
    else if (length < 65536) {
      frame[1] = 0x80 | 126;
      frame.writeUInt16BE(length, 2);
    } else {
      frame[1] = 0x80 | 127;
      frame.writeBigUInt64BE(BigInt(length), 2);
    }
    const mask = randomBytes(4);
    mask.copy(frame, head);
    for (let i = 0; i < length; i++) frame[head + 4 + i] = payload[i] ^ mask[i & 3];
    if (!this.socket.destroyed) this.socket.write(frame);
  }

  /** Walks the whole frames received so far; a partial one waits for the rest. */
  private read(chunk: Buffer) {
    const data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    let at = 0;
    while (data.length - at >= 2) {
      const first = data[at];
      const second = data[at + 1];
      if (second & 0x80) throw new Error('the server sent a masked frame');
      let length = second & 0x7f;
      let head = 2;
      if (length === 126) {
        if (data.length - at < 4) break;
        length = data.readUInt16BE(at + 2);
        head = 4;
      } else if (length === 127) {
        if (data.length - at < 10) break;
        length = Number(data.readBigUInt64BE(at + 2));
        head = 10;
      }
      if (data.length - at < head + length) break;
      const start = at + head;
      const end = start + length;
      const opcode = first & 0x0f;
      if (opcode === Opcode.Text) {
        // The server writes each message as one frame: a fragment would be a change in it worth knowing about.
        if (!(first & 0x80)) throw new Error('the server sent a fragmented message');
        this.onText(data, start, end);
      } else if (opcode === Opcode.Ping) this.send(Opcode.Pong, data.subarray(start, end));
      else if (opcode === Opcode.Close) this.socket.end();
      at = end;
    }
    if (at < data.length) this.pending = Buffer.from(data.subarray(at));
  }
}
