// A release's data contract: the tables, columns and functions its `api/` files use, collected from the code
// when the release is stored, so a migration can be checked against every release still served
// (scripts/lib/migration-check). Parsed with a real TypeScript parser; what the code does not spell out (a
// payload built elsewhere, a table named by a variable) is listed as unknown, never guessed.
import { parse } from '@babel/parser';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export interface DataContract {
  /** table or view -> the columns the code names (sorted); `*` when it selects every column. */
  tables: Record<string, string[]>;
  /** Database functions called with `.rpc()`. */
  functions: string[];
  /** Edge functions called with `functions.invoke()`. */
  edgeFunctions: string[];
  /** What the parse could not tell, each with its file and line. */
  unknown: string[];
  /** The api files read, relative to the area's folder. */
  files: string[];
}

// The Babel AST, as far as this walk reads it.
interface Node {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function parseFile(code: string, file: string): Node {
  return parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'], sourceFilename: file }) as unknown as Node;
}

/** Every node under `node`, with its parent. */
function walk(node: Node, visit: (node: Node, parent: Node | null) => void, parent: Node | null = null): void {
  visit(node, parent);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'extra') continue;
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) walk(item, visit, node);
    if (isNode(value)) walk(value, visit, node);
  }
}

/** All files under `dir` whose path matches `keep`. */
async function filesUnder(dir: string, keep: (relative: string) => boolean): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(keep)
    .sort();
}

type Constants = Map<string, string | string[] | null>;

/** The string value of an expression: a literal, a template or `+` of them, or a string constant of the area. */
function stringOf(node: unknown, constants: Constants): string | null {
  if (!isNode(node)) return null;
  switch (node.type) {
    case 'StringLiteral':
      return node.value as string;
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      const expressions = node.expressions as Node[];
      let text = quasis[0]!.value.cooked;
      for (let index = 0; index < expressions.length; index += 1) {
        const part = stringOf(expressions[index], constants);
        if (part === null) return null;
        text += part + quasis[index + 1]!.value.cooked;
      }
      return text;
    }
    case 'BinaryExpression': {
      if (node.operator !== '+') return null;
      const left = stringOf(node.left, constants);
      const right = stringOf(node.right, constants);
      return left === null || right === null ? null : left + right;
    }
    case 'Identifier': {
      const value = constants.get(node.name as string);
      return typeof value === 'string' ? value : null;
    }
    case 'CallExpression': {
      // [A, 'b', `c`].join(', ')
      const callee = node.callee as Node;
      if (callee.type !== 'MemberExpression' || (callee.property as Node).name !== 'join') return null;
      const items = arrayOf(callee.object, constants);
      const separator = (node.arguments as Node[]).length ? stringOf((node.arguments as Node[])[0], constants) : ',';
      return separator === null || items === null ? null : items.join(separator);
    }
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return stringOf(node.expression, constants);
    default:
      return null;
  }
}

/** The strings of an array literal, or of an array constant of the area. */
function arrayOf(node: unknown, constants: Constants): string[] | null {
  if (!isNode(node)) return null;
  if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') return arrayOf(node.expression, constants);
  if (node.type === 'Identifier') {
    const value = constants.get(node.name as string);
    return Array.isArray(value) ? value : null;
  }
  if (node.type !== 'ArrayExpression') return null;
  const items = (node.elements as Node[]).map((item) => stringOf(item, constants));
  return items.some((item) => item === null) ? null : (items as string[]);
}

/**
 * Top-level `const NAME = <string>` of every source file of the area and of `@diva/contracts` (whose shared
 * descriptions, such as the feed's first read, an area's api files name); a name given two values resolves to
 * nothing.
 */
async function collectConstants(...sources: string[]): Promise<Constants> {
  const raw = new Map<string, Node[]>();
  const files: [string, string][] = [];
  for (const src of sources) {
    for (const file of await filesUnder(src, (name) => /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts'))) files.push([src, file]);
  }
  for (const [src, file] of files) {
    const ast = parseFile(await fs.readFile(path.join(src, file), 'utf8'), file);
    const body = ((ast.program as Node).body as Node[]).map((statement) => (statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement));
    for (const statement of body) {
      if (!statement || statement.type !== 'VariableDeclaration' || statement.kind !== 'const') continue;
      for (const declarator of statement.declarations as Node[]) {
        const id = declarator.id as Node;
        if (id.type === 'Identifier' && declarator.init) raw.set(id.name as string, [...(raw.get(id.name as string) ?? []), declarator.init as Node]);
      }
    }
  }
  const constants: Constants = new Map();
  // Constants built from constants: resolve until nothing changes.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, inits] of raw) {
      if (constants.has(name)) continue;
      const values = inits.map((init) => stringOf(init, constants) ?? arrayOf(init, constants));
      if (values.some((value) => value === null)) continue;
      constants.set(name, new Set(values.map((value) => JSON.stringify(value))).size === 1 ? values[0]! : null);
      changed = true;
    }
  }
  return constants;
}

/**
 * The columns and embedded tables of a PostgREST select: `id, author:profiles(display_name), count`,
 * `posts!inner(id)`, `content::text`, `meta->>name`. Returns table -> columns, the embeds under their own table.
 */
export function parseSelect(table: string, text: string, into: Map<string, Set<string>>, aliases = new Map<string, string>()): void {
  const columns = into.get(table) ?? new Set<string>();
  into.set(table, columns);
  for (const item of splitTopLevel(text)) {
    const embed = /^(?:(\w+):)?(\w+)(?:!\w+)*\s*\(([\s\S]*)\)$/.exec(item);
    if (embed) {
      // Filters and orders name an embed by its alias (`author.display_name`) or its table.
      aliases.set(embed[1] ?? embed[2]!, embed[2]!);
      parseSelect(embed[2]!, embed[3]!, into, aliases);
      continue;
    }
    // An aggregate of the rows (`count`, `count()`) names no column.
    if (/^(?:\w+:)?count(\(\))?$/.test(item)) continue;
    const plain = /^(?:\w+:)?([\w*]+)/.exec(item);
    if (plain) columns.add(plain[1]!);
  }
}

/** `a, b(c, d), e` -> ['a', 'b(c, d)', 'e'] */
function splitTopLevel(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      items.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) items.push(current.trim());
  return items.filter(Boolean);
}

/** Filters whose first argument is a column. */
const COLUMN_FILTERS = new Set([
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'likeAllOf', 'likeAnyOf', 'ilikeAllOf', 'ilikeAnyOf', 'is', 'in', 'contains',
  'containedBy', 'rangeGt', 'rangeGte', 'rangeLt', 'rangeLte', 'rangeAdjacent', 'overlaps', 'textSearch', 'filter', 'not', 'order',
]);
/** Chain methods that name no column. */
const NEUTRAL = new Set([
  'single', 'maybeSingle', 'limit', 'range', 'returns', 'overrideTypes', 'retry', 'abortSignal', 'csv', 'throwOnError', 'delete', 'then', 'geojson', 'explain',
]);

/**
 * The column a filter names: `meta->>name` -> meta of the chain's table; an embed's `posts.likes.user_id` -> user_id
 * of the table the alias `likes` embeds.
 */
function filterColumn(table: string, text: string, into: Map<string, Set<string>>, aliases: Map<string, string> | null, referenced?: string | null): boolean {
  const parts = text.replace(/->.*$/, '').split('.');
  const column = parts.pop()!;
  const alias = parts.pop() ?? referenced;
  // An embed's alias, when the chain's select could not be read, names a table nobody knows.
  if (alias && !aliases) return false;
  add(into, alias ? (aliases?.get(alias) ?? alias) : table, column);
  return true;
}

function add(into: Map<string, Set<string>>, table: string, column: string) {
  const columns = into.get(table) ?? new Set<string>();
  columns.add(column);
  into.set(table, columns);
}

/**
 * Keys of an object literal, through spreads of literals (`...(text ? { message: text } : {})`); `complete` is
 * false when a key is computed or a spread is not a literal (the payload is not all visible).
 */
function objectKeys(node: unknown): { keys: string[]; complete: boolean } | null {
  if (!isNode(node)) return null;
  if (node.type === 'ConditionalExpression' || node.type === 'LogicalExpression') {
    const sides = [node.type === 'ConditionalExpression' ? node.consequent : node.left, node.alternate ?? node.right].map(objectKeys);
    if (sides.some((side) => side === null)) return null;
    return { keys: sides.flatMap((side) => side!.keys), complete: sides.every((side) => side!.complete) };
  }
  if (node.type !== 'ObjectExpression') return null;
  const keys: string[] = [];
  let complete = true;
  for (const property of node.properties as Node[]) {
    if (property.type === 'SpreadElement') {
      const inner = objectKeys(property.argument);
      if (inner) keys.push(...inner.keys);
      complete &&= Boolean(inner?.complete);
      continue;
    }
    const key = property.key as Node;
    if (property.type !== 'ObjectProperty' || property.computed) complete = false;
    else if (key.type === 'Identifier') keys.push(key.name as string);
    else if (key.type === 'StringLiteral') keys.push(key.value as string);
    else complete = false;
  }
  return { keys, complete };
}

/** Reads an area's `src/**\/api/*.ts` files (relative to `areaDir`) and returns what they use of the database. */
export async function collectDataContract(areaDir: string): Promise<DataContract> {
  const src = path.join(areaDir, 'src');
  const contracts = path.join(areaDir, '..', 'shared', 'contracts', 'src');
  const constants = await collectConstants(src, contracts);
  const files = await filesUnder(src, (name) => /(^|\/)api\/[^/]+\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
  const tables = new Map<string, Set<string>>();
  const functions = new Set<string>();
  const edgeFunctions = new Set<string>();
  const unknown: string[] = [];

  for (const file of files) {
    const relative = `src/${file}`;
    const ast = parseFile(await fs.readFile(path.join(src, file), 'utf8'), relative);
    const parents = new Map<Node, Node | null>();
    walk(ast, (node, parent) => parents.set(node, parent));
    // The line of the method's name: a chain's calls all start where the chain does.
    const where = (node: Node) => `${relative}:${(((node.callee as Node | undefined)?.property as Node | undefined) ?? node).loc?.start.line ?? '?'}`;

    for (const [node] of parents) {
      if (node.type !== 'CallExpression') continue;
      const callee = node.callee as Node;
      if (callee.type !== 'MemberExpression' || (callee.property as Node).type !== 'Identifier') continue;
      const method = (callee.property as Node).name as string;
      const args = node.arguments as Node[];
      const owner = callee.object as Node;
      const ownerName = owner.type === 'MemberExpression' ? ((owner.property as Node).name as string | undefined) : undefined;

      if (method === 'rpc') {
        const name = stringOf(args[0], constants);
        if (name) functions.add(name);
        else unknown.push(`${where(node)}: .rpc() names its function with an expression`);
        continue;
      }
      if (method === 'invoke' && ownerName === 'functions') {
        const name = stringOf(args[0], constants);
        if (name) edgeFunctions.add(name);
        else unknown.push(`${where(node)}: functions.invoke() names its function with an expression`);
        continue;
      }
      if (method === 'on' && stringOf(args[0], constants) === 'postgres_changes') {
        const options = args[1];
        const table = isNode(options) && options.type === 'ObjectExpression'
          ? (options.properties as Node[]).find((property) => property.type === 'ObjectProperty' && ((property.key as Node).name === 'table'))
          : undefined;
        const name = table ? stringOf(table.value, constants) : null;
        if (name) {
          tables.set(name, tables.get(name) ?? new Set());
          unknown.push(`${where(node)}: live changes of ${name}: which columns of its rows the code reads is not collected`);
        } else unknown.push(`${where(node)}: live changes of a table the code does not name`);
        continue;
      }
      if (method !== 'from' || ownerName === 'storage' || args.length !== 1) continue;

      const table = stringOf(args[0], constants);
      if (!table) {
        unknown.push(`${where(node)}: .from() names its table with an expression`);
        continue;
      }
      tables.set(table, tables.get(table) ?? new Set());
      let aliases: Map<string, string> | null = new Map<string, string>();
      // Up the chain: from(t).select(...).eq(...)...
      let link: Node = node;
      for (;;) {
        const member = parents.get(link);
        const call = member ? parents.get(member) : null;
        if (!member || member.type !== 'MemberExpression' || member.object !== link || !call || call.type !== 'CallExpression' || call.callee !== member) break;
        link = call;
        const name = (member.property as Node).name as string;
        const chainArgs = call.arguments as Node[];
        if (name === 'select') {
          if (chainArgs.length === 0) add(tables, table, '*');
          else {
            const text = stringOf(chainArgs[0], constants);
            if (text === null) {
              unknown.push(`${where(call)}: the columns ${table} selects are an expression`);
              aliases = null;
            } else parseSelect(table, text, tables, aliases ?? undefined);
          }
        } else if (name === 'insert' || name === 'upsert' || name === 'update') {
          const payload = chainArgs[0];
          const rows = isNode(payload) && payload.type === 'ArrayExpression' ? (payload.elements as Node[]) : [payload];
          for (const row of rows) {
            const payload = objectKeys(row);
            for (const key of payload?.keys ?? []) add(tables, table, key);
            if (!payload?.complete) unknown.push(`${where(call)}: the columns of the ${name} into ${table} are not all visible in the code`);
          }
          const conflict = isNode(chainArgs[1]) && chainArgs[1].type === 'ObjectExpression'
            ? (chainArgs[1].properties as Node[]).find((property) => property.type === 'ObjectProperty' && (property.key as Node).name === 'onConflict')
            : undefined;
          const onConflict = conflict ? stringOf(conflict.value, constants) : null;
          if (onConflict) for (const column of onConflict.split(',')) add(tables, table, column.trim());
        } else if (name === 'match') {
          const filter = objectKeys(chainArgs[0]);
          for (const key of filter?.keys ?? []) add(tables, table, key);
          if (!filter?.complete) unknown.push(`${where(call)}: the columns ${table} matches are not all visible in the code`);
        } else if (name === 'or') {
          const text = stringOf(chainArgs[0], constants);
          if (text === null) unknown.push(`${where(call)}: an .or() filter of ${table} is an expression`);
          else for (const part of splitTopLevel(text)) if (/^\w+\./.test(part) && !/^(and|or|not)\(/.test(part)) add(tables, table, part.split('.')[0]!);
        } else if (COLUMN_FILTERS.has(name)) {
          const column = stringOf(chainArgs[0], constants);
          if (column === null) unknown.push(`${where(call)}: a .${name}() of ${table} names its column with an expression`);
          else {
            const options = chainArgs[1];
            const option = isNode(options) && options.type === 'ObjectExpression'
              ? (options.properties as Node[]).find((property) => property.type === 'ObjectProperty' && ['referencedTable', 'foreignTable'].includes((property.key as Node).name as string))
              : undefined;
            if (!filterColumn(table, column, tables, aliases, option ? stringOf(option.value, constants) : null)) {
              unknown.push(`${where(call)}: a .${name}('${column}') of an embed of ${table}, whose select is an expression`);
            }
          }
        } else if (!NEUTRAL.has(name)) {
          unknown.push(`${where(call)}: .${name}() on ${table} is not read by the data-contract parse`);
        }
      }
    }
  }

  return {
    tables: Object.fromEntries([...tables].sort(([a], [b]) => a.localeCompare(b)).map(([table, columns]) => [table, [...columns].sort()])),
    functions: [...functions].sort(),
    edgeFunctions: [...edgeFunctions].sort(),
    unknown,
    files: files.map((file) => `src/${file}`),
  };
}
