import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundaryOf, MultipartError, parseMultipart, type MultipartPart } from '../src/storage/multipart.ts';

/** Encodes parts the way a browser's FormData does (names and filenames as quoted strings). */
function encode(parts: MultipartPart[], boundary: string, { preamble = '', epilogue = '' } = {}): Buffer {
  const quote = (s: string) => `"${s.replace(/(["\\])/g, '\\$1')}"`;
  const chunks: Buffer[] = [Buffer.from(preamble ? `${preamble}\r\n` : '')];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name=${quote(p.name)}`;
    if (p.filename !== undefined) head += `; filename=${quote(p.filename)}`;
    head += '\r\n';
    if (p.contentType) head += `Content-Type: ${p.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), p.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--${epilogue}`));
  return Buffer.concat(chunks);
}

const headerText = fc.string({ maxLength: 20 }).filter((s) => !/[\r\n]/.test(s));
const part = fc.record(
  {
    name: headerText,
    filename: headerText,
    contentType: fc.constantFrom('text/plain', 'image/png', 'application/octet-stream'),
    data: fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
  },
  { requiredKeys: ['name', 'data'] },
);
const boundary = fc.stringMatching(/^[A-Za-z0-9'()+_,\-./:=?]{1,70}$/);

describe('multipart parser', () => {
  it('round-trips any form whose boundary does not occur in the data', () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 6 }), boundary, (parts, b) => {
        fc.pre(!parts.some((p) => p.data.includes(`\r\n--${b}`)));
        const parsed = parseMultipart(encode(parts, b, { preamble: 'ignored', epilogue: '\r\nignored' }), b);
        expect(parsed).toEqual(parts.map((p) => ({ name: p.name, filename: p.filename, contentType: p.contentType, data: p.data })));
      }),
      { numRuns: 300 },
    );
  });

  it('rejects every truncation of a form with MultipartError', () => {
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 3 }), boundary, fc.nat(), (parts, b, cut) => {
        fc.pre(!parts.some((p) => p.data.includes(`\r\n--${b}`)));
        const body = encode(parts, b);
        const truncated = body.subarray(0, cut % body.length);
        expect(() => parseMultipart(truncated, b)).toThrow(MultipartError);
      }),
      { numRuns: 300 },
    );
  });

  it('fails only with MultipartError on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), fc.constantFrom('b', 'XyZ', '----x'), (bytes, b) => {
        const body = Buffer.concat([Buffer.from(`--${b}\r\n`), Buffer.from(bytes)]);
        try {
          parseMultipart(body, b);
        } catch (e) {
          expect(e).toBeInstanceOf(MultipartError);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('reads RFC 8187 filenames, transport padding, header case and empty parts', () => {
    const body = Buffer.from(
      '--b  \r\ncontent-disposition: FORM-DATA; name=""; filename*=UTF-8\'\'caf%C3%A9.txt\r\nCONTENT-TYPE: text/plain\r\n\r\n' +
        '\r\n--b\r\n\r\n\r\n--b--',
    );
    expect(() => parseMultipart(body, 'b')).toThrow('part without Content-Disposition');
    const ok = Buffer.from(
      '--b  \r\ncontent-disposition: FORM-DATA; name=""; filename*=UTF-8\'\'caf%C3%A9.txt\r\nCONTENT-TYPE: text/plain\r\n\r\n\r\n--b--',
    );
    expect(parseMultipart(ok, 'b')).toEqual([{ name: '', filename: 'café.txt', contentType: 'text/plain', data: Buffer.alloc(0) }]);
  });

  it('takes the boundary from the Content-Type header', () => {
    expect(boundaryOf('multipart/form-data; boundary=----WebKitFormBoundaryABC')).toBe('----WebKitFormBoundaryABC');
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    for (const bad of ['multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary=${'x'.repeat(71)}`, 'multipart/form-data; boundary']) {
      expect(() => boundaryOf(bad), bad).toThrow(MultipartError);
    }
  });
});
