/**
 * A small, strict multipart/form-data parser (RFC 7578 over RFC 2046) for bodies already held in memory.
 * Anything that does not follow the grammar throws MultipartError, which the caller turns into a 400.
 */

export interface MultipartPart {
  name: string;
  /** Present for file parts (a `filename` parameter, even an empty one). */
  filename?: string;
  contentType?: string;
  data: Buffer;
}

export class MultipartError extends Error {}

export interface MultipartLimits {
  maxParts: number;
  maxHeaderBytes: number;
}

const CRLF = Buffer.from('\r\n');
const DEFAULT_LIMITS: MultipartLimits = { maxParts: 64, maxHeaderBytes: 16 * 1024 };

/** The boundary parameter of a multipart Content-Type header. */
export function boundaryOf(contentType: string): string {
  const semi = contentType.indexOf(';');
  const boundary = semi < 0 ? undefined : parseParams(contentType.slice(semi + 1)).get('boundary');
  // RFC 2046: 1 to 70 characters, and it may not end with a space.
  if (!boundary || boundary.length > 70 || /[\r\n]/.test(boundary) || boundary.endsWith(' ')) {
    throw new MultipartError('Malformed multipart body: missing or invalid boundary');
  }
  return boundary;
}

export function parseMultipart(body: Buffer, boundary: string, limits: MultipartLimits = DEFAULT_LIMITS): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const crlfDelimiter = Buffer.concat([CRLF, delimiter]);
  const parts: MultipartPart[] = [];

  // The first delimiter opens the body, or follows a preamble and a line break.
  let pos: number;
  if (body.subarray(0, delimiter.length).equals(delimiter)) {
    pos = 0;
  } else {
    const at = body.indexOf(crlfDelimiter);
    if (at < 0) throw new MultipartError('Malformed multipart body: opening boundary not found');
    pos = at + 2;
  }

  for (;;) {
    let cursor = pos + delimiter.length;
    if (body[cursor] === 0x2d && body[cursor + 1] === 0x2d) return parts; // "--": close delimiter, epilogue ignored
    while (body[cursor] === 0x20 || body[cursor] === 0x09) cursor++; // transport padding
    if (body[cursor] !== 0x0d || body[cursor + 1] !== 0x0a) {
      throw new MultipartError('Malformed multipart body: boundary is not followed by a line break');
    }
    const start = cursor + 2;
    if (parts.length >= limits.maxParts) throw new MultipartError('Malformed multipart body: too many parts');

    // Header block: lines up to an empty line (which may come first when a part has no headers).
    let contentStart: number;
    let headerBlock: Buffer;
    if (body[start] === 0x0d && body[start + 1] === 0x0a) {
      headerBlock = Buffer.alloc(0);
      contentStart = start + 2;
    } else {
      const end = body.indexOf('\r\n\r\n', start);
      const nextBoundary = body.indexOf(crlfDelimiter, start);
      if (end < 0 || (nextBoundary >= 0 && end >= nextBoundary)) {
        throw new MultipartError('Malformed multipart body: part headers are not terminated');
      }
      headerBlock = body.subarray(start, end);
      contentStart = end + 4;
    }
    if (headerBlock.length > limits.maxHeaderBytes) throw new MultipartError('Malformed multipart body: part headers too large');

    const contentEnd = body.indexOf(crlfDelimiter, contentStart);
    if (contentEnd < 0) throw new MultipartError('Malformed multipart body: closing boundary not found');
    parts.push(partFrom(headerBlock, body.subarray(contentStart, contentEnd)));
    pos = contentEnd + 2;
  }
}

function partFrom(headerBlock: Buffer, data: Buffer): MultipartPart {
  const headers = new Map<string, string>();
  for (const line of headerBlock.length ? headerBlock.toString('utf8').split('\r\n') : []) {
    const colon = line.indexOf(':');
    if (colon <= 0 || /\s/.test(line[0])) throw new MultipartError('Malformed multipart body: invalid part header');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(name)) throw new MultipartError('Malformed multipart body: invalid part header');
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition');
  if (!disposition) throw new MultipartError('Malformed multipart body: part without Content-Disposition');
  const semi = disposition.indexOf(';');
  const type = (semi < 0 ? disposition : disposition.slice(0, semi)).trim().toLowerCase();
  if (type !== 'form-data') throw new MultipartError('Malformed multipart body: Content-Disposition is not form-data');
  const params = parseParams(semi < 0 ? '' : disposition.slice(semi + 1));
  const name = params.get('name');
  if (name === undefined) throw new MultipartError('Malformed multipart body: part without a name');
  const filename = params.get('filename*') ?? params.get('filename');
  return { name, filename, contentType: headers.get('content-type') || undefined, data };
}

/**
 * `; key=value; key="quoted \"value\""` parameters (RFC 9110 §5.6.6), plus RFC 8187 `key*=utf-8''%xx` values.
 * Throws on anything else, so garbage after a parameter cannot be mistaken for data.
 */
function parseParams(input: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  const skipSpace = () => {
    while (i < input.length && (input[i] === ' ' || input[i] === '\t')) i++;
  };
  while (i < input.length) {
    skipSpace();
    if (i >= input.length) break;
    const keyMatch = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+/.exec(input.slice(i));
    if (!keyMatch) throw new MultipartError('Malformed multipart body: invalid header parameter');
    const key = keyMatch[0].toLowerCase();
    i += keyMatch[0].length;
    skipSpace();
    if (input[i] !== '=') throw new MultipartError('Malformed multipart body: invalid header parameter');
    i++;
    skipSpace();
    let value = '';
    if (input[i] === '"') {
      i++;
      let closed = false;
      while (i < input.length) {
        const c = input[i++];
        if (c === '\\' && i < input.length) value += input[i++];
        else if (c === '"') {
          closed = true;
          break;
        } else value += c;
      }
      if (!closed) throw new MultipartError('Malformed multipart body: unterminated quoted parameter');
    } else {
      const tokenMatch = /^[^;\s"]*/.exec(input.slice(i))!;
      value = tokenMatch[0];
      i += value.length;
    }
    if (key.endsWith('*')) value = decodeExtendedValue(value);
    if (!out.has(key)) out.set(key, value);
    skipSpace();
    if (i < input.length) {
      if (input[i] !== ';') throw new MultipartError('Malformed multipart body: invalid header parameter');
      i++;
    }
  }
  return out;
}

function decodeExtendedValue(value: string): string {
  const m = /^([A-Za-z0-9!#$%&+^_`{}~-]+)'[A-Za-z0-9-]*'(.*)$/.exec(value);
  if (!m) throw new MultipartError('Malformed multipart body: invalid extended parameter');
  try {
    return decodeURIComponent(m[2]);
  } catch {
    throw new MultipartError('Malformed multipart body: invalid extended parameter');
  }
}
