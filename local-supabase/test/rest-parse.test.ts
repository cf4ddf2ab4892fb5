// The PostgREST URL grammar without a server: parse results, PostgREST's own error texts (its doctests), and
// a property test that no input makes the parser throw anything but a PGRST100 error.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PgrstError } from '../src/rest/errors.ts';
import { parseQueryParams, splitQuery } from '../src/rest/parse-query.ts';

const parse = (qs: string, rpc = false) => parseQueryParams(splitQuery(qs), rpc);

function parseFailure(qs: string): { message: string; details: string } {
  try {
    parse(qs);
  } catch (e) {
    const body = (e as PgrstError).body as { code: string; message: string; details: string };
    expect(body.code).toBe('PGRST100');
    return { message: body.message, details: body.details };
  }
  throw new Error(`${qs} parsed`);
}

describe('select', () => {
  it('reads fields, aliases, casts, JSON paths and embeds', () => {
    const { select } = parse('select=alias:data->a->>b::text,*,rel:other!fk!inner(id,nested(*)),...spread(x)');
    expect(select).toEqual([
      {
        kind: 'field',
        field: { name: 'data', jsonPath: [{ arrow: '->', value: 'a', index: false }, { arrow: '->>', value: 'b', index: false }] },
        alias: 'alias',
        cast: 'text',
        aggregate: null,
        aggregateCast: null,
      },
      { kind: 'field', field: { name: '*', jsonPath: [] }, alias: null, cast: null, aggregate: null, aggregateCast: null },
      {
        kind: 'relation',
        name: 'other',
        alias: 'rel',
        hint: 'fk',
        joinType: 'inner',
        spread: false,
        children: [
          { kind: 'field', field: { name: 'id', jsonPath: [] }, alias: null, cast: null, aggregate: null, aggregateCast: null },
          {
            kind: 'relation',
            name: 'nested',
            alias: null,
            hint: null,
            joinType: null,
            spread: false,
            children: [{ kind: 'field', field: { name: '*', jsonPath: [] }, alias: null, cast: null, aggregate: null, aggregateCast: null }],
          },
        ],
      },
      {
        kind: 'relation',
        name: 'spread',
        alias: null,
        hint: null,
        joinType: null,
        spread: true,
        children: [{ kind: 'field', field: { name: 'x', jsonPath: [] }, alias: null, cast: null, aggregate: null, aggregateCast: null }],
      },
    ]);
  });

  it('takes quoted names and array indexes', () => {
    const { select } = parse('select="a,b":"weird col",data->0->>-1');
    expect(select[0]).toMatchObject({ alias: 'a,b', field: { name: 'weird col' } });
    expect(select[1]).toMatchObject({ field: { jsonPath: [{ value: '+0', index: true }, { value: '-1', index: true }] } });
  });

  // PostgREST 14's doctests for its select parser.
  it.each([
    ['select=id,clients(name[])', '(line 1, column 16)', `unexpected '[' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input`],
    ['select=data->>-78xy', '(line 1, column 11)', `unexpected 'x' expecting digit, "->", "::", ".", "," or end of input`],
    ['select=name!hint', '(line 1, column 5)', `unexpected '!' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input`],
    ['select=name::', '(line 1, column 7)', 'unexpected end of input expecting letter or digit'],
  ])('%s', (qs, pos, details) => {
    const f = parseFailure(qs);
    expect(f.message).toBe(`"failed to parse select parameter (${qs.slice('select='.length)})" ${pos}`);
    expect(f.details).toBe(details);
  });
});

describe('order', () => {
  it('reads terms, directions, nulls and related orders', () => {
    expect(parse('order=a.desc.nullslast,b,c(d).asc').order).toEqual([
      {
        path: [],
        terms: [
          { relation: null, field: { name: 'a', jsonPath: [] }, direction: 'desc', nulls: 'last' },
          { relation: null, field: { name: 'b', jsonPath: [] }, direction: null, nulls: null },
          { relation: 'c', field: { name: 'd', jsonPath: [] }, direction: 'asc', nulls: null },
        ],
      },
    ]);
    expect(parse('x.y.order=id').order[0].path).toEqual(['x', 'y']);
  });

  it.each([
    ['id.ac', '(line 1, column 4)', 'unexpected "c" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.descc', '(line 1, column 8)', `unexpected 'c' expecting delimiter (.), "," or end of input`],
    ['id.nulsfist', '(line 1, column 4)', 'unexpected "n" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.nullslasttt', '(line 1, column 13)', `unexpected 't' expecting "," or end of input`],
    ['id.smth34', '(line 1, column 4)', 'unexpected "s" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.asc.nlsfst', '(line 1, column 8)', 'unexpected "l" expecting "nullsfirst" or "nullslast"'],
    ['id.asc.nullslasttt', '(line 1, column 17)', `unexpected 't' expecting "," or end of input`],
    ['id.asc.smth34', '(line 1, column 8)', 'unexpected "s" expecting "nullsfirst" or "nullslast"'],
    ['clients(name,id)', '(line 1, column 8)', `unexpected '(' expecting letter, digit, "-", "->>", "->", delimiter (.), "," or end of input`],
  ])('order=%s', (value, pos, details) => {
    const f = parseFailure(`order=${value}`);
    expect(f.message).toBe(`"failed to parse order (${value})" ${pos}`);
    expect(f.details).toBe(details);
  });
});

describe('filters and logic trees', () => {
  it('reads every operator', () => {
    const ops = parse('a=eq.1&b=not.in.(1,"x,y")&c=is.NULL&d=fts(english).cat&e=like(any).{a*,b*}&f=cs.{1}&g=isdistinct.2').filters;
    expect(ops.map((f) => f.filter.expr)).toEqual([
      { not: false, operation: { kind: 'quant', op: 'eq', quant: null, value: '1' } },
      { not: true, operation: { kind: 'in', values: ['1', 'x,y'] } },
      { not: false, operation: { kind: 'is', value: 'null' } },
      { not: false, operation: { kind: 'fts', op: 'fts', lang: 'english', value: 'cat' } },
      { not: false, operation: { kind: 'quant', op: 'like', quant: 'any', value: '{a*,b*}' } },
      { not: false, operation: { kind: 'simple', op: 'cs', value: '{1}' } },
      { not: false, operation: { kind: 'isdistinct', value: '2' } },
    ]);
  });

  it('keeps operator-less pairs as function arguments on GET /rpc', () => {
    const q = parse('a=1&b=eq.2', true);
    expect(q.rpcParams).toEqual([['a', '1']]);
    expect(q.filters).toHaveLength(1);
  });

  it('reads nested logic trees with negation', () => {
    expect(parse('not.or=(a.eq.1,and(b.gt.2,c.not.is.null))').logic).toEqual([
      {
        path: [],
        tree: {
          kind: 'expr',
          not: true,
          op: 'or',
          children: [
            { kind: 'stmt', filter: { field: { name: 'a', jsonPath: [] }, expr: { not: false, operation: { kind: 'quant', op: 'eq', quant: null, value: '1' } } } },
            {
              kind: 'expr',
              not: false,
              op: 'and',
              children: [
                { kind: 'stmt', filter: { field: { name: 'b', jsonPath: [] }, expr: { not: false, operation: { kind: 'quant', op: 'gt', quant: null, value: '2' } } } },
                { kind: 'stmt', filter: { field: { name: 'c', jsonPath: [] }, expr: { not: true, operation: { kind: 'is', value: 'null' } } } },
              ],
            },
          ],
        },
      },
    ]);
  });

  it.each([
    ['id=val', '"failed to parse filter (val)" (line 1, column 1)', 'unexpected "v" expecting "not" or operator (eq, gt, ...)'],
    ['a.b=noop.0', '"failed to parse filter (noop.0)" (line 1, column 1)', 'unexpected "o" expecting "not" or operator (eq, gt, ...)'],
    ['a=fts().value', '"failed to parse filter (fts().value)" (line 1, column 5)', 'unexpected ")" expecting operator (eq, gt, ...)'],
    ['a=eq().value', '"failed to parse filter (eq().value)" (line 1, column 4)', 'unexpected ")" expecting operator (eq, gt, ...)'],
    ['a=is().value', '"failed to parse filter (is().value)" (line 1, column 3)', 'unexpected "(" expecting operator (eq, gt, ...)'],
    ['a=in().value', '"failed to parse filter (in().value)" (line 1, column 3)', 'unexpected "(" expecting operator (eq, gt, ...)'],
    ['or=(id.in.1,2,id.eq.3)', '"failed to parse logic tree ((id.in.1,2,id.eq.3))" (line 1, column 10)', 'unexpected "1" expecting "("'],
    ['and=(ord(id.eq.1,id.eq.1),id.eq.2)', '"failed to parse logic tree ((ord(id.eq.1,id.eq.1),id.eq.2))" (line 1, column 7)', 'unexpected "d" expecting "("'],
    ['or=(id.eq.1,not.xor(id.eq.2,id.eq.3))', '"failed to parse logic tree ((id.eq.1,not.xor(id.eq.2,id.eq.3)))" (line 1, column 16)', 'unexpected "x" expecting logic operator (and, or)'],
  ])('%s', (qs, message, details) => {
    expect(parseFailure(qs)).toEqual({ message, details });
  });
});

describe('ranges', () => {
  it('combines limit and offset per embed path', () => {
    const q = parse('limit=10&offset=5&comments.limit=3&comments.offset=1&x.offset=2');
    expect(Object.fromEntries(q.ranges)).toEqual({
      limit: { lower: 5, upper: 14 },
      'comments.limit': { lower: 1, upper: 3 },
      'x.limit': { lower: 2, upper: null },
    });
  });
});

describe('robustness', () => {
  const piece = fc.constantFrom(
    'a', 'id', '*', '.', ',', '(', ')', ':', '::', '!', '->', '->>', '"', '\\', '{', '}', 'eq', 'in', 'is', 'not',
    'or', 'and', 'fts', 'like', '(any)', 'asc', 'nullsfirst', 'inner', '...', '-', ' ', '\t', '\n', 'é', '😀', '0', '-1',
  );
  const text = fc.oneof(fc.array(piece, { maxLength: 16 }).map((p) => p.join('')), fc.string({ maxLength: 24 }), fc.string({ unit: 'grapheme', maxLength: 12 }));
  const key = fc.oneof(fc.constantFrom('select', 'order', 'or', 'and', 'not.or', 'columns', 'on_conflict', 'limit', 'offset', 'a', 'x.order', 'x.or', 'x.limit'), text);

  it('never throws anything but PGRST100, and parses deterministically', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(key, text), { maxLength: 6 }), fc.boolean(), (pairs, rpc) => {
        const qs = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
        const attempt = () => {
          try {
            return JSON.stringify(parse(qs, rpc), (_k, v) => (v instanceof Map ? [...v] : v));
          } catch (e) {
            if (!(e instanceof PgrstError) || (e.body as { code: string }).code !== 'PGRST100') throw e;
            return JSON.stringify(e.body);
          }
        };
        expect(attempt()).toBe(attempt());
      }),
      { numRuns: 3000 },
    );
  });
});
