/**
 * A small parser-combinator library with Parsec's semantics (consumed/empty replies, `try`, labels, error
 * merging), so that query-string parse errors read exactly like PostgREST's:
 * `"failed to parse order (id.ac)" (line 1, column 4)` / `unexpected "c" expecting "asc", "desc", …`.
 */

export interface Pos {
  off: number;
  line: number;
  col: number;
}

/** Message kinds in Parsec's sort order. */
const enum Kind {
  SysUnExpect = 0,
  UnExpect = 1,
  Expect = 2,
  Message = 3,
}

/** A message; `quote` set means "show raw as a Haskell string", formatted only if the error is reported. */
interface Msg {
  kind: Kind;
  raw: string;
  quote?: true;
}

const msgText = (m: Msg) => (m.quote ? showString(m.raw) : m.raw);

export interface PError {
  pos: Pos;
  msgs: Msg[];
}

export type Reply<T> =
  | { consumed: boolean; ok: true; value: T; pos: Pos; err: PError }
  | { consumed: boolean; ok: false; err: PError };

export type Parser<T> = (input: string, pos: Pos) => Reply<T>;

const unknown = (pos: Pos): PError => ({ pos, msgs: [] });

function cmpPos(a: Pos, b: Pos): number {
  return a.line !== b.line ? a.line - b.line : a.col - b.col;
}

function merge(e1: PError, e2: PError): PError {
  if (e2.msgs.length === 0 && e1.msgs.length > 0) return e1;
  if (e1.msgs.length === 0 && e2.msgs.length > 0) return e2;
  const c = cmpPos(e1.pos, e2.pos);
  if (c === 0) return { pos: e1.pos, msgs: [...e1.msgs, ...e2.msgs] };
  return c > 0 ? e1 : e2;
}

function setExpect(err: PError, label: string): PError {
  return { pos: err.pos, msgs: [{ kind: Kind.Expect, raw: label }, ...err.msgs.filter((m) => m.kind !== Kind.Expect)] };
}

function advance(pos: Pos, c: string): Pos {
  if (c === '\n') return { off: pos.off + c.length, line: pos.line + 1, col: 1 };
  if (c === '\t') return { off: pos.off + 1, line: pos.line, col: pos.col + 8 - ((pos.col - 1) % 8) };
  return { off: pos.off + c.length, line: pos.line, col: pos.col + 1 };
}

/** The character (code point) at an offset, or undefined at the end. */
function charAt(input: string, off: number): string | undefined {
  if (off >= input.length) return undefined;
  const cp = input.codePointAt(off)!;
  return String.fromCodePoint(cp);
}

/** Haskell's `show` for a Char (single quotes) or a String (double quotes). */
export function hsShow(s: string, quote: '"' | "'"): string {
  let out = quote;
  const chars = [...s];
  chars.forEach((c, i) => {
    const cp = c.codePointAt(0)!;
    if (c === '\\') out += '\\\\';
    else if (c === quote) out += `\\${quote}`;
    else if (c === '\n') out += '\\n';
    else if (c === '\t') out += '\\t';
    else if (c === '\r') out += '\\r';
    else if (cp >= 32 && cp < 127) out += c;
    else {
      out += `\\${cp}`;
      if (/[0-9]/.test(chars[i + 1] ?? '')) out += '\\&';
    }
  });
  return out + quote;
}

export const showChar = (c: string) => hsShow(c, "'");
export const showString = (s: string) => hsShow(s, '"');

// Primitives -----------------------------------------------------------------------------------------------

export function pure<T>(value: T): Parser<T> {
  return (_input, pos) => ({ consumed: false, ok: true, value, pos, err: unknown(pos) });
}

/** mzero / guard False. */
export const zero: Parser<never> = (_input, pos) => ({ consumed: false, ok: false, err: unknown(pos) });

export function satisfy(pred: (c: string) => boolean): Parser<string> {
  return (input, pos) => {
    const c = charAt(input, pos.off);
    if (c !== undefined && pred(c)) {
      const next = advance(pos, c);
      return { consumed: true, ok: true, value: c, pos: next, err: unknown(next) };
    }
    return { consumed: false, ok: false, err: { pos, msgs: [c === undefined ? { kind: Kind.SysUnExpect, raw: '' } : { kind: Kind.SysUnExpect, raw: c, quote: true }] } };
  };
}

/**
 * `many p` / `many1 p` for a p that reads one character satisfying pred (labelled with `expects`), in one
 * loop: same result and errors, far less work than the combinators.
 */
export function takeWhile(pred: (c: string) => boolean, min: 0 | 1, expects: string[] = []): Parser<string> {
  return (input, pos) => {
    let cur = pos;
    for (;;) {
      const c = charAt(input, cur.off);
      if (c === undefined || !pred(c)) {
        const msgs: Msg[] = [c === undefined ? { kind: Kind.SysUnExpect, raw: '' } : { kind: Kind.SysUnExpect, raw: c, quote: true }];
        for (const e of expects) msgs.push({ kind: Kind.Expect, raw: e });
        const err = { pos: cur, msgs };
        if (cur.off === pos.off) return min === 1 ? { consumed: false, ok: false, err } : { consumed: false, ok: true, value: '', pos, err };
        return { consumed: true, ok: true, value: input.slice(pos.off, cur.off), pos: cur, err };
      }
      cur = advance(cur, c);
    }
  };
}

export const isLetter = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c > '\x7f' && /^\p{L}$/u.test(c));
export const isDigit = (c: string) => c >= '0' && c <= '9';

export const anyChar = satisfy(() => true);
export const char = (c: string) => label(satisfy((x) => x === c), showString(c));

export const oneOf = (cs: string) => satisfy((x) => cs.includes(x));
export const noneOf = (cs: string) => satisfy((x) => !cs.includes(x));
export const letter = label(satisfy(isLetter), 'letter');
export const digit = label(satisfy(isDigit), 'digit');

/** Parsec's `string`: errors are reported at the position where the string starts. */
export function str(s: string): Parser<string> {
  return (input, pos) => {
    let cur = pos;
    for (const expected of s) {
      const c = charAt(input, cur.off);
      if (c !== expected) {
        const err = {
          pos,
          msgs: [
            c === undefined ? { kind: Kind.SysUnExpect, raw: '' } : { kind: Kind.SysUnExpect, raw: c, quote: true as const },
            { kind: Kind.Expect, raw: s, quote: true as const },
          ],
        };
        return { consumed: cur.off !== pos.off, ok: false, err };
      }
      cur = advance(cur, c);
    }
    return { consumed: s.length > 0, ok: true, value: s, pos: cur, err: unknown(cur) };
  };
}

/** Case-insensitive ASCII string (PostgREST's ciString); errors as a sequence of chars. */
export function ciStr(s: string): Parser<string> {
  return seq(function* () {
    let out = '';
    for (const c of s) out += yield alt(char(c), char(c.toUpperCase()));
    return out;
  });
}

export function unexpected(text: string): Parser<never> {
  return (_input, pos) => ({ consumed: false, ok: false, err: { pos, msgs: [{ kind: Kind.UnExpect, raw: text }] } });
}

// Combinators ----------------------------------------------------------------------------------------------

/** Do-notation: `yield p` runs p and gives its value. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function seq<T>(gen: () => Generator<Parser<any>, T, any>): Parser<T> {
  return (input, pos) => {
    const it = gen();
    let consumed = false;
    let err = unknown(pos);
    let cur = pos;
    let next = it.next();
    while (!next.done) {
      const r = next.value(input, cur);
      if (!r.ok) return { consumed: consumed || r.consumed, ok: false, err: r.consumed ? r.err : merge(err, r.err) };
      err = r.consumed ? r.err : merge(err, r.err);
      consumed ||= r.consumed;
      cur = r.pos;
      next = it.next(r.value);
    }
    return { consumed, ok: true, value: next.value, pos: cur, err };
  };
}

export function map<A, B>(p: Parser<A>, f: (a: A) => B): Parser<B> {
  return (input, pos) => {
    const r = p(input, pos);
    return r.ok ? { ...r, value: f(r.value) } : r;
  };
}

export function alt<T>(...ps: Parser<T>[]): Parser<T> {
  return (input, pos) => {
    let err: PError | null = null;
    for (const p of ps) {
      const r = p(input, pos);
      if (r.consumed) return r;
      const merged: PError = err ? merge(err, r.err) : r.err;
      if (r.ok) return { ...r, err: merged };
      err = merged;
    }
    return { consumed: false, ok: false, err: err ?? unknown(pos) };
  };
}

export function attempt<T>(p: Parser<T>): Parser<T> {
  return (input, pos) => {
    const r = p(input, pos);
    return !r.ok && r.consumed ? { ...r, consumed: false } : r;
  };
}

export function label<T>(p: Parser<T>, text: string): Parser<T> {
  return (input, pos) => {
    const r = p(input, pos);
    if (r.consumed) return r;
    if (!r.ok) return { ...r, err: setExpect(r.err, text) };
    return r.err.msgs.length === 0 ? r : { ...r, err: setExpect(r.err, text) };
  };
}

export function lookAhead<T>(p: Parser<T>): Parser<T> {
  return (input, pos) => {
    const r = p(input, pos);
    return r.ok ? { consumed: false, ok: true, value: r.value, pos, err: unknown(pos) } : r;
  };
}

export function many<T>(p: Parser<T>): Parser<T[]> {
  return (input, pos) => {
    const out: T[] = [];
    let cur = pos;
    let consumed = false;
    for (;;) {
      const r = p(input, cur);
      if (!r.ok) {
        if (r.consumed) return r;
        return { consumed, ok: true, value: out, pos: cur, err: r.err };
      }
      if (!r.consumed) throw new Error('many applied to a parser that accepts an empty string');
      out.push(r.value);
      consumed = true;
      cur = r.pos;
    }
  };
}

export function many1<T>(p: Parser<T>): Parser<T[]> {
  return seq(function* () {
    const first: T = yield p;
    const rest: T[] = yield many(p);
    return [first, ...rest];
  });
}

export function sepBy1<T>(p: Parser<T>, sep: Parser<unknown>): Parser<T[]> {
  return seq(function* () {
    const first: T = yield p;
    const rest: T[] = yield many(seq(function* () {
      yield sep;
      return (yield p) as T;
    }));
    return [first, ...rest];
  });
}

export function sepBy<T>(p: Parser<T>, sep: Parser<unknown>): Parser<T[]> {
  return alt(sepBy1(p, sep), pure<T[]>([]));
}

export function option<T>(fallback: T, p: Parser<T>): Parser<T> {
  return alt(p, pure(fallback));
}

export function optionMaybe<T>(p: Parser<T>): Parser<T | null> {
  return alt<T | null>(p, pure(null));
}

export function between<T>(open: Parser<unknown>, close: Parser<unknown>, p: Parser<T>): Parser<T> {
  return seq(function* () {
    yield open;
    const v: T = yield p;
    yield close;
    return v;
  });
}

/** `a <* b` */
export function left<A>(a: Parser<A>, b: Parser<unknown>): Parser<A> {
  return seq(function* () {
    const v: A = yield a;
    yield b;
    return v;
  });
}

/** `a *> b` */
export function right<B>(a: Parser<unknown>, b: Parser<B>): Parser<B> {
  return seq(function* () {
    yield a;
    return (yield b) as B;
  });
}

/**
 * Succeeds (consuming nothing) when p fails here; otherwise fails with "unexpected <p's result>" reported at
 * the position where p started, as the Parsec version PostgREST is built with does.
 */
export function notFollowedBy<T>(p: Parser<T>, show: (v: T) => string): Parser<void> {
  return (input, pos) => {
    const r = attempt(p)(input, pos);
    if (r.ok) return { consumed: false, ok: false, err: { pos, msgs: [{ kind: Kind.UnExpect, raw: show(r.value) }] } };
    return { consumed: false, ok: true, value: undefined, pos, err: unknown(pos) };
  };
}

export const eof: Parser<void> = label(notFollowedBy(anyChar, showChar), 'end of input');

// Running --------------------------------------------------------------------------------------------------

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string; details: string };

/** Runs a parser (without requiring end of input, like Parsec's `parse`), formatting errors as PostgREST does. */
export function runParser<T>(p: Parser<T>, name: string, input: string): ParseResult<T> {
  const r = p(input, { off: 0, line: 1, col: 1 });
  if (r.ok) return { ok: true, value: r.value };
  const pos = `(line ${r.err.pos.line}, column ${r.err.pos.col})`;
  return { ok: false, message: name ? `"${name}" ${pos}` : pos, details: showErrorMessages(r.err.msgs) };
}

function showErrorMessages(unsorted: Msg[]): string {
  if (unsorted.length === 0) return 'unknown parse error';
  const msgs = [...unsorted].sort((a, b) => a.kind - b.kind);
  const sys = msgs.filter((m) => m.kind === Kind.SysUnExpect);
  const unexp = msgs.filter((m) => m.kind === Kind.UnExpect);
  const expect = msgs.filter((m) => m.kind === Kind.Expect);
  const other = msgs.filter((m) => m.kind === Kind.Message);
  const clean = (xs: string[]) => [...new Set(xs.filter((x) => x.length > 0))];
  const commasOr = (xs: string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`);
  const showMany = (pre: string, ms: Msg[]) => {
    const xs = clean(ms.map(msgText));
    if (xs.length === 0) return '';
    return pre ? `${pre} ${commasOr(xs)}` : commasOr(xs);
  };
  let showSys = '';
  if (unexp.length === 0 && sys.length > 0) showSys = sys[0].raw === '' ? 'unexpected end of input' : `unexpected ${msgText(sys[0])}`;
  const parts = clean([showSys, showMany('unexpected', unexp), showMany('expecting', expect), showMany('', other)]);
  return parts.join(' ').trim();
}
