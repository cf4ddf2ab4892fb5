/**
 * Phoenix framing as realtime-js speaks it.
 * vsn 1.0.0: text frames holding {topic, event, payload, ref, join_ref}.
 * vsn 2.0.0: text frames holding [join_ref, ref, topic, event, payload]; user broadcasts pushed by the client
 * arrive as binary kind 3, and the server may send user broadcasts as binary kind 4.
 */

export type Vsn = '1.0.0' | '2.0.0';
export const VSNS: readonly Vsn[] = ['1.0.0', '2.0.0'];

export interface PhxMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

/** A ref as the client sends it: a string, or (leniently) a number; anything else is null. */
function refOf(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

function shaped(joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown): PhxMessage | null {
  if (typeof topic !== 'string' || typeof event !== 'string') return null;
  return { joinRef: refOf(joinRef), ref: refOf(ref), topic, event, payload: payload ?? {} };
}

/** Decodes a text frame in either shape (the array form of vsn 2 or the object form of vsn 1); null if malformed. */
export function decodeText(text: string): PhxMessage | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (Array.isArray(v)) return v.length === 5 ? shaped(v[0], v[1], v[2], v[3], v[4]) : null;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return shaped(o.join_ref, o.ref, o.topic, o.event, o.payload);
  }
  return null;
}

/** A user broadcast: `payload` is parsed JSON, or raw bytes when the client sent a binary payload. */
export interface UserBroadcast {
  type: 'broadcast';
  event: string;
  payload: unknown;
  meta?: unknown;
}

/** Decodes binary kind 3 (USER_BROADCAST_PUSH) into a `broadcast` push; null if malformed. */
export function decodeBinary(buf: Buffer): PhxMessage | null {
  if (buf.length < 7 || buf[0] !== KIND_USER_BROADCAST_PUSH) return null;
  const lens = [buf[1], buf[2], buf[3], buf[4], buf[5]];
  const encoding = buf[6];
  let offset = 7;
  const parts: string[] = [];
  for (const len of lens) {
    if (offset + len > buf.length) return null;
    parts.push(buf.subarray(offset, offset + len).toString('utf8'));
    offset += len;
  }
  const [joinRef, ref, topic, userEvent, metadata] = parts;
  const body = buf.subarray(offset);
  if (encoding !== ENCODING_JSON && encoding !== ENCODING_BINARY) return null;
  let payload: unknown;
  let meta: unknown;
  try {
    payload = encoding === ENCODING_JSON ? JSON.parse(body.toString('utf8') || 'null') : Buffer.from(body);
    meta = metadata ? JSON.parse(metadata) : undefined;
  } catch {
    return null;
  }
  const broadcast: UserBroadcast = { type: 'broadcast', event: userEvent, payload };
  // Metadata carries extra push options (e.g. `persist`); it never overrides the fields above.
  if (meta && typeof meta === 'object' && !Array.isArray(meta)) {
    for (const [k, v] of Object.entries(meta)) if (!(k in broadcast)) (broadcast as unknown as Record<string, unknown>)[k] = v;
  }
  return { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: broadcast };
}

/** Encodes a message whose payload is already JSON text (lets one serialisation serve many subscribers). */
export function encodeRaw(vsn: Vsn, m: Omit<PhxMessage, 'payload'>, payloadJson: string): string {
  const j = (s: string | null) => (s === null ? 'null' : JSON.stringify(s));
  if (vsn === '2.0.0') return `[${j(m.joinRef)},${j(m.ref)},${JSON.stringify(m.topic)},${JSON.stringify(m.event)},${payloadJson}]`;
  return `{"topic":${JSON.stringify(m.topic)},"event":${JSON.stringify(m.event)},"payload":${payloadJson},"ref":${j(m.ref)},"join_ref":${j(m.joinRef)}}`;
}

/**
 * The bytes before and after a postgres_changes push's `data`, for one topic and its binding ids, in encodeRaw's
 * layout: the caller encodes `data` once and each subscriber's message adds only these. (The marker cannot occur
 * in the encoded topic: JSON escapes U+0000.)
 */
export function changeEnvelope(vsn: Vsn, topic: string, ids: number[]): [head: Buffer, tail: Buffer] {
  const text = encodeRaw(vsn, { joinRef: null, ref: null, topic, event: 'postgres_changes' }, `{"ids":${JSON.stringify(ids)},"data":\u0000}`);
  const at = text.indexOf('\u0000');
  return [Buffer.from(text.slice(0, at)), Buffer.from(text.slice(at + 1))];
}

/**
 * Server-to-client text frames (RFC 6455 section 5.2: FIN, opcode 1, unmasked), one per message, in one buffer:
 * a pass's events for one socket leave in one write instead of a frame and a write request each.
 */
export function textFrames(messages: Buffer[][]): Buffer {
  const lengths = messages.map((parts) => parts.reduce((n, b) => n + b.length, 0));
  const headerLength = (n: number) => (n < 126 ? 2 : n < 65536 ? 4 : 10);
  const out = Buffer.allocUnsafe(lengths.reduce((n, l) => n + headerLength(l) + l, 0));
  let at = 0;
  messages.forEach((parts, i) => {
    const n = lengths[i];
    out[at] = 0x81;
    if (n < 126) out[at + 1] = n;
    else if (n < 65536) {
      out[at + 1] = 126;
      out.writeUInt16BE(n, at + 2);
    } else {
      out[at + 1] = 127;
      out.writeBigUInt64BE(BigInt(n), at + 2);
    }
    at += headerLength(n);
    for (const b of parts) at += b.copy(out, at);
  });
  return out;
}

export function encode(vsn: Vsn, m: PhxMessage): string {
  return encodeRaw(vsn, m, JSON.stringify(m.payload ?? {}));
}

/** Binary kind 4 (USER_BROADCAST) for vsn 2 receivers; null when a header field exceeds 255 bytes. */
export function encodeUserBroadcast(topic: string, event: string, payload: Buffer | string, meta?: object): Buffer | null {
  const t = Buffer.from(topic, 'utf8');
  const e = Buffer.from(event, 'utf8');
  const m = Buffer.from(meta ? JSON.stringify(meta) : '', 'utf8');
  if (t.length > 255 || e.length > 255 || m.length > 255) return null;
  const isJson = typeof payload === 'string';
  const body = isJson ? Buffer.from(payload, 'utf8') : payload;
  const header = Buffer.from([KIND_USER_BROADCAST, t.length, e.length, m.length, isJson ? ENCODING_JSON : ENCODING_BINARY]);
  return Buffer.concat([header, t, e, m, body]);
}
