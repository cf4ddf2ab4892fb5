/**
 * PostgREST's URL grammar (select, filters, order, logic trees, columns) expressed with the combinators of
 * parsec.ts, so parse errors report the same positions and expectations as PostgREST 14.
 */
import type {
  Field,
  Filter,
  FtsOp,
  IsValue,
  JsonOp,
  LogicTree,
  OpExpr,
  Operation,
  OrderTerm,
  QuantOp,
  SelectItem,
  SimpleOp,
} from './ast.ts';
import {
  alt,
  anyChar,
  attempt,
  between,
  char,
  ciStr,
  eof,
  isDigit,
  isLetter,
  label,
  left,
  lookAhead,
  many,
  map,
  noneOf,
  notFollowedBy,
  option,
  optionMaybe,
  type Parser,
  pure,
  right,
  sepBy,
  sepBy1,
  seq,
  showChar,
  str,
  takeWhile,
  zero,
} from './parsec.ts';

const ws = takeWhile((c) => c === ' ' || c === '\t', 0);
const lexeme = <T>(p: Parser<T>) => left(right(ws, p), ws);

const pDelimiter = label(char('.'), 'delimiter (.)');

export const pQuotedValue: Parser<string> = map(
  between(char('"'), char('"'), many(alt(noneOf('\\"'), right(char('\\'), anyChar)))),
  (cs) => cs.join(''),
);

// many1 (letter <|> digit <|> oneOf "_ $")
export const pIdentifier: Parser<string> = map(
  takeWhile((c) => isLetter(c) || isDigit(c) || c === '_' || c === ' ' || c === '$', 1, ['letter', 'digit']),
  (s) => s.trim(),
);

function sepByDash(ident: Parser<string>): Parser<string> {
  const dash = map(attempt(seq(function* () {
    yield char('-');
    yield notFollowedBy(char('>'), showChar);
  })), () => '-');
  return map(sepBy1(ident, dash), (parts) => parts.join('-'));
}

export const pFieldName: Parser<string> = label(alt(pQuotedValue, sepByDash(pIdentifier)), 'field name (* or [a..z0..9_$])');

const pJsonKeyIdentifier = map(takeWhile((c) => !'(-:.,>)'.includes(c), 1), (s) => s.trim());
const pJsonKeyName = label(alt(pQuotedValue, sepByDash(pJsonKeyIdentifier)), 'any non reserved character different from: .,>()');

const pJsonEnd = alt<unknown>(
  attempt(lookAhead(str('->'))),
  attempt(lookAhead(str('::'))),
  attempt(lookAhead(str('.'))),
  attempt(lookAhead(str(','))),
  attempt(eof),
);

const pJsonArrow = alt(attempt(map(str('->>'), () => '->>' as const)), attempt(map(str('->'), () => '->' as const)));

const pJsonIndex = map(
  left(
    seq(function* () {
      const sign: string = yield option('+', char('-'));
      const digits: string = yield takeWhile(isDigit, 1, ['digit']);
      return sign + digits;
    }),
    pJsonEnd,
  ),
  (value) => ({ value, index: true }),
);
const pJsonKey = map(pJsonKeyName, (value) => ({ value, index: false }));
const pJsonOperand = alt(attempt(pJsonIndex), attempt(pJsonKey));

const pJsonOperation: Parser<JsonOp> = seq(function* () {
  const arrow: '->' | '->>' = yield pJsonArrow;
  const operand: { value: string; index: boolean } = yield pJsonOperand;
  return { arrow, ...operand };
});

export const pJsonPath: Parser<JsonOp[]> = many(pJsonOperation);

export const pField: Parser<Field> = lexeme(seq(function* () {
  const name: string = yield pFieldName;
  const jsonPath: JsonOp[] = yield option<JsonOp[]>([], pJsonPath);
  return { name, jsonPath };
}));

const aliasSeparator = seq(function* () {
  yield char(':');
  yield notFollowedBy(char(':'), showChar);
});

const pAlias = optionMaybe(attempt(left(pFieldName, aliasSeparator)));

type EmbedParam = { hint: string } | { join: 'inner' | 'left' };

const pEmbedParam: Parser<EmbedParam> = right(
  char('!'),
  alt<EmbedParam>(
    attempt(map(str('left'), () => ({ join: 'left' as const }))),
    attempt(map(str('inner'), () => ({ join: 'inner' as const }))),
    attempt(map(pFieldName, (hint) => ({ hint }))),
  ),
);

const pEmbedParams = seq(function* () {
  const p1: EmbedParam | null = yield optionMaybe(pEmbedParam);
  const p2: EmbedParam | null = yield optionMaybe(pEmbedParam);
  const hintOf = (p: EmbedParam | null) => (p && 'hint' in p ? p.hint : null);
  const joinOf = (p: EmbedParam | null) => (p && 'join' in p ? p.join : null);
  return { hint: hintOf(p1) ?? hintOf(p2), joinType: joinOf(p1) ?? joinOf(p2) };
});

const pOpenParenAhead = attempt(lookAhead(str('(')));

const pRelationSelect = lexeme(seq(function* () {
  const alias: string | null = yield pAlias;
  const name: string = yield pFieldName;
  if (name === 'count') yield zero;
  const params: { hint: string | null; joinType: 'inner' | 'left' | null } = yield pEmbedParams;
  yield pOpenParenAhead;
  return { name, alias, ...params, spread: false };
}));

const pSpreadRelationSelect = lexeme(seq(function* () {
  yield str('...');
  const name: string = yield pFieldName;
  const params: { hint: string | null; joinType: 'inner' | 'left' | null } = yield pEmbedParams;
  yield pOpenParenAhead;
  return { name, alias: null, ...params, spread: true };
}));

const pSelectEnd = alt<unknown>(attempt(lookAhead(str(')'))), attempt(lookAhead(str(','))), attempt(eof));

const pCast = optionMaybe(right(str('::'), pIdentifier));

const pAggregation = alt(
  map(str('sum'), () => 'sum' as const),
  map(str('avg'), () => 'avg' as const),
  map(str('count'), () => 'count' as const),
  map(attempt(str('max')), () => 'max' as const),
  map(attempt(str('min')), () => 'min' as const),
);

const pFieldSelect: Parser<SelectItem> = lexeme(
  alt<SelectItem>(
    attempt(seq(function* () {
      yield str('*');
      yield pSelectEnd;
      return { kind: 'field', field: { name: '*', jsonPath: [] }, alias: null, cast: null, aggregate: null, aggregateCast: null };
    })),
    attempt(seq(function* () {
      const alias: string | null = yield pAlias;
      yield str('count()');
      const aggregateCast: string | null = yield pCast;
      yield pSelectEnd;
      return { kind: 'field', field: { name: '*', jsonPath: [] }, alias, cast: null, aggregate: 'count', aggregateCast };
    })),
    seq(function* () {
      const alias: string | null = yield pAlias;
      const field: Field = yield pField;
      const cast: string | null = yield pCast;
      const aggregate: 'sum' | 'avg' | 'count' | 'max' | 'min' | null = yield optionMaybe(
        attempt(left(right(char('.'), pAggregation), str('()'))),
      );
      const aggregateCast: string | null = yield pCast;
      yield pSelectEnd;
      return { kind: 'field', field, alias, cast, aggregate, aggregateCast };
    }),
  ),
);

export const pFieldForest: Parser<SelectItem[]> = (input, pos) => forest(input, pos);

const pFieldTree: Parser<SelectItem> = alt<SelectItem>(
  seq(function* () {
    const rel: Omit<Extract<SelectItem, { kind: 'relation' }>, 'kind' | 'children'> = yield attempt(pSpreadRelationSelect);
    const children: SelectItem[] = yield between(char('('), char(')'), pFieldForest);
    return { kind: 'relation', ...rel, children };
  }),
  seq(function* () {
    const rel: Omit<Extract<SelectItem, { kind: 'relation' }>, 'kind' | 'children'> = yield attempt(pRelationSelect);
    const children: SelectItem[] = yield between(char('('), char(')'), pFieldForest);
    return { kind: 'relation', ...rel, children };
  }),
  pFieldSelect,
);

const forest: Parser<SelectItem[]> = sepBy(pFieldTree, lexeme(char(',')));

// Filters --------------------------------------------------------------------------------------------------

const simpleOperator: Parser<SimpleOp> = label(
  alt(...(['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'] as const).map((op) => attempt(map(str(op), () => op)))),
  'unknown single value operator',
);

const quantOperator: Parser<QuantOp> = label(
  alt(
    ...(['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch'] as const).map((op) =>
      attempt(map(str(op), () => op)),
    ),
  ),
  'unknown single value operator',
);

const pListElement: Parser<string> = alt(
  attempt(left(pQuotedValue, notFollowedBy(noneOf(',)'), showChar))),
  takeWhile((c) => c !== ',' && c !== ')', 0),
);

const pListVal: Parser<string[]> = right(lexeme(char('(')), left(sepBy1(pListElement, char(',')), lexeme(char(')'))));

const pIsVal: Parser<IsValue> = label(
  alt(...(['null', 'not_null', 'true', 'false', 'unknown'] as const).map((v) => attempt(map(ciStr(v), () => v)))),
  'isVal: (null, not_null, true, false, unknown)',
);

export function pOpExpr(pSVal: Parser<string>): Parser<OpExpr> {
  const pIn = map(right(attempt(right(str('in'), pDelimiter)), pListVal), (values): Operation => ({ kind: 'in', values }));
  const pIs = map(right(attempt(right(str('is'), pDelimiter)), pIsVal), (value): Operation => ({ kind: 'is', value }));
  const pIsDist = map(right(attempt(right(str('isdistinct'), pDelimiter)), pSVal), (value): Operation => ({
    kind: 'isdistinct',
    value,
  }));
  const pFts = seq(function* () {
    const op: FtsOp = yield alt(...(['fts', 'plfts', 'phfts', 'wfts'] as const).map((o) => attempt(map(str(o), () => o))));
    const lang: string | null = yield optionMaybe(attempt(between(char('('), char(')'), pIdentifier)));
    yield pDelimiter;
    const value: string = yield pSVal;
    return { kind: 'fts', op, lang, value } as Operation;
  });
  const pSimpleOp = seq(function* () {
    const op: SimpleOp = yield simpleOperator;
    yield pDelimiter;
    const value: string = yield pSVal;
    return { kind: 'simple', op, value } as Operation;
  });
  const pQuantOp = seq(function* () {
    const op: QuantOp = yield quantOperator;
    const quant: 'any' | 'all' | null = yield optionMaybe(
      attempt(between(char('('), char(')'), alt(attempt(map(str('any'), () => 'any' as const)), map(str('all'), () => 'all' as const)))),
    );
    yield pDelimiter;
    const value: string = yield pSVal;
    return { kind: 'quant', op, quant, value } as Operation;
  });
  const pOperation = label(alt(pIn, pIs, pIsDist, attempt(pFts), attempt(pSimpleOp), attempt(pQuantOp)), 'operator (eq, gt, ...)');
  return seq(function* () {
    const not: boolean = yield alt(attempt(map(right(str('not'), pDelimiter), () => true)), pure(false));
    const operation: Operation = yield pOperation;
    return { not, operation };
  });
}

/** The rest of the input (a filter's value). */
export const pSingleVal: Parser<string> = (input, pos) => {
  let cur = pos;
  for (const c of input.slice(pos.off)) {
    cur = c === '\n' ? { off: cur.off + 1, line: cur.line + 1, col: 1 } : { off: cur.off + c.length, line: cur.line, col: c === '\t' ? cur.col + 8 - ((cur.col - 1) % 8) : cur.col + 1 };
  }
  return { consumed: cur.off !== pos.off, ok: true, value: input.slice(pos.off), pos: cur, err: { pos: cur, msgs: [] } };
};

export const pFilterExpr: Parser<OpExpr> = pOpExpr(pSingleVal);
/** On GET /rpc a value without an operator is a function argument. */
export const pRpcFilterExpr: Parser<OpExpr | null> = alt<OpExpr | null>(pFilterExpr, pure(null));

export const pTreePath: Parser<{ path: string[]; field: Field }> = seq(function* () {
  const names: string[] = yield sepBy1(pFieldName, pDelimiter);
  const jsonPath: JsonOp[] = yield option<JsonOp[]>([], pJsonPath);
  return { path: names.slice(0, -1), field: { name: names[names.length - 1], jsonPath } };
});

// Order ----------------------------------------------------------------------------------------------------

const pOrderEnd = alt<unknown>(attempt(lookAhead(char(','))), attempt(eof));

const pOrdDir = alt(
  attempt(map(right(pDelimiter, str('asc')), () => 'asc' as const)),
  attempt(map(right(pDelimiter, str('desc')), () => 'desc' as const)),
);

const pNulls = alt(
  attempt(map(right(pDelimiter, str('nullsfirst')), () => 'first' as const)),
  attempt(map(right(pDelimiter, str('nullslast')), () => 'last' as const)),
);

const pNullsThenEnd = alt<'first' | 'last' | null>(left(optionMaybe(pNulls), pOrderEnd), map(pOrderEnd, () => null));

const pOrderTerm: Parser<OrderTerm> = seq(function* () {
  const field: Field = yield pField;
  const direction: 'asc' | 'desc' | null = yield optionMaybe(pOrdDir);
  const nulls: 'first' | 'last' | null = yield pNullsThenEnd;
  return { relation: null, field, direction, nulls };
});

const pOrderRelationTerm: Parser<OrderTerm> = seq(function* () {
  const relation: string = yield pFieldName;
  const field: Field = yield between(char('('), char(')'), pField);
  const direction: 'asc' | 'desc' | null = yield optionMaybe(pOrdDir);
  const nulls: 'first' | 'last' | null = yield pNullsThenEnd;
  return { relation, field, direction, nulls };
});

export const pOrder: Parser<OrderTerm[]> = sepBy1(lexeme(alt(attempt(pOrderRelationTerm), pOrderTerm)), char(','));

// Logic trees ----------------------------------------------------------------------------------------------

const pPgArray: Parser<string> = seq(function* () {
  yield str('{');
  const body: string = yield takeWhile((c) => c !== '{' && c !== '}', 0);
  yield str('}');
  return `{${body}}`;
});

const pLogicSingleVal: Parser<string> = alt(
  attempt(left(pQuotedValue, notFollowedBy(noneOf(',)'), showChar))),
  attempt(pPgArray),
  takeWhile((c) => c !== ',' && c !== ')', 0),
);

const pLogicFilter: Parser<Filter> = seq(function* () {
  const field: Field = yield pField;
  yield pDelimiter;
  const expr: OpExpr = yield pOpExpr(pLogicSingleVal);
  return { field, expr };
});

const pNot = label(alt(attempt(map(right(str('not'), pDelimiter), () => true)), pure(false)), 'negation operator (not)');
const pLogicOp = label(
  alt(attempt(map(str('and'), () => 'and' as const)), map(str('or'), () => 'or' as const)),
  'logic operator (and, or)',
);

export const pLogicTree: Parser<LogicTree> = (input, pos) => logicTree(input, pos);

const logicTree: Parser<LogicTree> = alt<LogicTree>(
  map(attempt(pLogicFilter), (filter): LogicTree => ({ kind: 'stmt', filter })),
  seq(function* () {
    const not: boolean = yield pNot;
    const op: 'and' | 'or' = yield pLogicOp;
    yield lexeme(char('('));
    const children: LogicTree[] = yield sepBy1(pLogicTree, lexeme(char(',')));
    yield lexeme(char(')'));
    return { kind: 'expr', not, op, children } as LogicTree;
  }),
);

export const pLogicPath: Parser<{ path: string[]; op: string }> = map(sepBy1(pFieldName, pDelimiter), (names) => {
  const op = names[names.length - 1];
  const path = names.slice(0, -1);
  return { path: path.filter((n) => n !== 'not'), op: path.includes('not') ? `not.${op}` : op };
});

export const pColumns: Parser<string[]> = sepBy1(pFieldName, lexeme(char(',')));
