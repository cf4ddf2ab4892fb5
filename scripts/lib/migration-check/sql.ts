// A statement-level reading of PostgreSQL migrations: split into statements (strings, quoted identifiers,
// dollar-quoted bodies and comments respected) and find the changes that break a reader of the old shape.
// Not a full SQL parser: it recognises the statements below and leaves every other statement alone.

export interface Token {
  kind: 'word' | 'ident' | 'string' | 'punct' | 'number';
  /** Words lower-cased (PostgreSQL folds unquoted names); quoted identifiers as written. */
  value: string;
}

export interface Statement {
  /** 1-based line of the statement's first token in its file. */
  line: number;
  text: string;
  tokens: Token[];
}

/** What a statement does to the shape a release reads. */
export type BreakingChange =
  | { kind: 'rename-column' | 'drop-column' | 'alter-column-type'; table: string; column: string; to?: string }
  | { kind: 'rename-table' | 'drop-table'; table: string; to?: string }
  | { kind: 'rename-function' | 'drop-function'; name: string; to?: string };

export class SqlSyntaxError extends Error {}

/** Splits a migration into statements at top-level semicolons and tokenises each. */
export function splitStatements(sql: string): Statement[] {
  const statements: Statement[] = [];
  let tokens: Token[] = [];
  let start = -1;
  let line = 1;
  let index = 0;
  const lineAt = (position: number) => line + (sql.slice(index, position).match(/\n/g)?.length ?? 0);
  const advance = (to: number) => {
    line = lineAt(to);
    index = to;
  };
  let startLine = 1;
  const finish = (end: number) => {
    if (tokens.length) statements.push({ line: startLine, text: sql.slice(start, end).trim(), tokens });
    tokens = [];
    start = -1;
  };
  const push = (token: Token, from: number, to: number) => {
    if (start < 0) {
      start = from;
      startLine = lineAt(from);
    }
    tokens.push(token);
    advance(to);
  };

  while (index < sql.length) {
    const char = sql[index]!;
    // Sticky expressions read at `index` without copying the rest of the file.
    const read = (pattern: RegExp) => {
      pattern.lastIndex = index;
      return pattern.exec(sql);
    };
    if (/\s/.test(char)) {
      advance(index + 1);
      continue;
    }
    if (sql.startsWith('--', index)) {
      const end = sql.indexOf('\n', index);
      advance(end < 0 ? sql.length : end);
      continue;
    }
    if (sql.startsWith('/*', index)) {
      // Block comments nest in PostgreSQL.
      let depth = 0;
      let at = index;
      do {
        if (sql.startsWith('/*', at)) {
          depth += 1;
          at += 2;
        } else if (sql.startsWith('*/', at)) {
          depth -= 1;
          at += 2;
        } else at += 1;
        if (at > sql.length) throw new SqlSyntaxError(`a comment opened at line ${line} is never closed`);
      } while (depth > 0);
      advance(at);
      continue;
    }
    if (char === ';') {
      finish(index);
      advance(index + 1);
      continue;
    }
    const dollar = read(/\$([A-Za-z_][A-Za-z0-9_]*)?\$/y);
    if (dollar) {
      const close = sql.indexOf(dollar[0], index + dollar[0].length);
      if (close < 0) throw new SqlSyntaxError(`a ${dollar[0]} body opened at line ${line} is never closed`);
      push({ kind: 'string', value: sql.slice(index + dollar[0].length, close) }, index, close + dollar[0].length);
      continue;
    }
    const quote = read(/([EeBbXxUu]&?)?'/y);
    if (quote) {
      const escapes = /^[Ee]/.test(quote[0]);
      let at = index + quote[0].length;
      let value = '';
      for (;;) {
        if (at >= sql.length) throw new SqlSyntaxError(`a string opened at line ${line} is never closed`);
        const next = sql[at]!;
        if (escapes && next === '\\') {
          value += sql[at + 1] ?? '';
          at += 2;
        } else if (next === "'" && sql[at + 1] === "'") {
          value += "'";
          at += 2;
        } else if (next === "'") {
          at += 1;
          break;
        } else {
          value += next;
          at += 1;
        }
      }
      push({ kind: 'string', value }, index, at);
      continue;
    }
    if (char === '"') {
      let at = index + 1;
      let value = '';
      for (;;) {
        if (at >= sql.length) throw new SqlSyntaxError(`an identifier quoted at line ${line} is never closed`);
        if (sql[at] === '"' && sql[at + 1] === '"') {
          value += '"';
          at += 2;
        } else if (sql[at] === '"') {
          at += 1;
          break;
        } else value += sql[at++];
      }
      push({ kind: 'ident', value }, index, at);
      continue;
    }
    const word = read(/[A-Za-z_][A-Za-z0-9_$]*/y);
    if (word) {
      push({ kind: 'word', value: word[0].toLowerCase() }, index, index + word[0].length);
      continue;
    }
    const number = read(/\d+(\.\d+)?/y);
    if (number) {
      push({ kind: 'number', value: number[0] }, index, index + number[0].length);
      continue;
    }
    const operator = read(/(::|<>|!=|<=|>=|->>|->|#>>|#>|\|\||[^\sA-Za-z0-9_])/y)!;
    push({ kind: 'punct', value: operator[0] }, index, index + operator[0].length);
  }
  if (tokens.length) finish(sql.length);
  return statements;
}

const isName = (token: Token | undefined): token is Token => token !== undefined && (token.kind === 'word' || token.kind === 'ident');

/** Reads `[schema.]name` at `at`; the schema is `public` unless named. */
function qualifiedName(tokens: Token[], at: number): { schema: string; name: string; next: number } | null {
  if (!isName(tokens[at])) return null;
  if (tokens[at + 1]?.value === '.' && isName(tokens[at + 2])) return { schema: tokens[at]!.value, name: tokens[at + 2]!.value, next: at + 3 };
  return { schema: 'public', name: tokens[at]!.value, next: at + 1 };
}

/** Index past a run of the given words (`if`, `exists`, `only`), in order, each optional. */
function skipWords(tokens: Token[], at: number, ...words: string[]): number {
  let position = at;
  for (const word of words) if (tokens[position]?.kind === 'word' && tokens[position]!.value === word) position += 1;
  return position;
}

/** Splits tokens at top-level commas (outside parentheses). */
function splitActions(tokens: Token[]): Token[][] {
  const actions: Token[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === 'punct' && token.value === '(') depth += 1;
    if (token.kind === 'punct' && token.value === ')') depth -= 1;
    if (token.kind === 'punct' && token.value === ',' && depth === 0) actions.push([]);
    else actions[actions.length - 1]!.push(token);
  }
  return actions.filter((action) => action.length);
}

const word = (token: Token | undefined, ...values: string[]) => token?.kind === 'word' && values.includes(token.value);

/** The changes of one statement that a reader of the old shape would notice; [] for everything else. */
export function breakingChanges(statement: Statement): BreakingChange[] {
  const t = statement.tokens;
  // alter table|view|materialized view [if exists] [only] name ...
  if (word(t[0], 'alter') && (word(t[1], 'table', 'view') || (word(t[1], 'materialized') && word(t[2], 'view')))) {
    const at = skipWords(t, word(t[1], 'materialized') ? 3 : 2, 'if', 'exists', 'only');
    const target = qualifiedName(t, at);
    if (!target || target.schema !== 'public') return [];
    const table = target.name;
    const rest = t.slice(target.next);
    if (rest[0]?.value === '*') rest.shift();
    if (word(rest[0], 'rename')) {
      if (word(rest[1], 'to') && isName(rest[2])) return [{ kind: 'rename-table', table, to: rest[2].value }];
      const column = skipWords(rest, 1, 'column');
      if (isName(rest[column]) && !word(rest[column], 'constraint') && word(rest[column + 1], 'to') && isName(rest[column + 2])) {
        return [{ kind: 'rename-column', table, column: rest[column]!.value, to: rest[column + 2]!.value }];
      }
      return [];
    }
    const changes: BreakingChange[] = [];
    for (const action of splitActions(rest)) {
      if (word(action[0], 'drop') && !word(action[1], 'constraint', 'default', 'not', 'expression', 'identity')) {
        const at = skipWords(action, skipWords(action, 1, 'column'), 'if', 'exists');
        if (isName(action[at])) changes.push({ kind: 'drop-column', table, column: action[at]!.value });
      }
      if (word(action[0], 'alter')) {
        const at = skipWords(action, 1, 'column');
        const type = skipWords(action, at + 1, 'set', 'data');
        if (isName(action[at]) && word(action[type], 'type')) changes.push({ kind: 'alter-column-type', table, column: action[at]!.value });
      }
    }
    return changes;
  }
  // drop table|view|materialized view [if exists] a, b [cascade]
  if (word(t[0], 'drop') && (word(t[1], 'table', 'view') || (word(t[1], 'materialized') && word(t[2], 'view')))) {
    const at = skipWords(t, word(t[1], 'materialized') ? 3 : 2, 'if', 'exists');
    return splitActions(t.slice(at)).flatMap((names) => {
      const target = qualifiedName(names, 0);
      return target && target.schema === 'public' ? [{ kind: 'drop-table' as const, table: target.name }] : [];
    });
  }
  // drop function|procedure [if exists] name[(args)], ... ; alter function name[(args)] rename to x
  if (word(t[0], 'drop') && word(t[1], 'function', 'procedure')) {
    const at = skipWords(t, 2, 'if', 'exists');
    return splitActions(t.slice(at)).flatMap((names) => {
      const target = qualifiedName(names, 0);
      return target && target.schema === 'public' ? [{ kind: 'drop-function' as const, name: target.name }] : [];
    });
  }
  if (word(t[0], 'alter') && word(t[1], 'function', 'procedure')) {
    const target = qualifiedName(t, 2);
    if (!target || target.schema !== 'public') return [];
    const rename = t.findIndex((token, index) => index >= target.next && word(token, 'rename'));
    if (rename > 0 && word(t[rename + 1], 'to') && isName(t[rename + 2])) return [{ kind: 'rename-function', name: target.name, to: t[rename + 2]!.value }];
  }
  return [];
}
