/**
 * Renders a catalogue as the `Database` type supabase-js expects, in the shape `supabase gen types typescript`
 * produces: Tables (Row/Insert/Update/Relationships), Views, Functions (Args/Returns/SetofOptions), Enums,
 * CompositeTypes, the helper types (Tables, TablesInsert, TablesUpdate, Enums, CompositeTypes) and Constants.
 */
import type { Catalog, Column, FunctionArg, PgFunction, Relation } from './catalog.ts';
import { HELPER_TYPES } from './helper-types.ts';

/** The PostgREST major line hosted Supabase and the Supabase CLI run (decides postgrest-js typing features). */
export const POSTGREST_VERSION = '14.1';

const WIDTH = 80;
const NEVER_BLOCK = '{\n  [_ in never]: never\n}';

const STRING_TYPES = new Set([
  'text', 'varchar', 'bpchar', 'char', 'citext', 'name', 'uuid', 'date', 'time', 'timetz', 'timestamp', 'timestamptz',
  'interval', 'bytea', 'inet', 'cidr', 'macaddr', 'money', 'tsvector', 'tsquery', 'xml', 'bit', 'varbit',
  'int4range', 'int8range', 'numrange', 'tsrange', 'tstzrange', 'daterange', 'regclass', 'regproc', 'oid',
]);
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);

/** Indents every line after the first by `spaces`. */
function indent(text: string, spaces: number): string {
  return text.replace(/\n/g, `\n${' '.repeat(spaces)}`);
}

/** `{ a: x; b: y }` when it fits on one line at `column`, else one member per line. */
function objectType(members: string[], column: number, forceMultiline = false): string {
  if (members.length === 0) return '{}';
  const single = `{ ${members.join('; ')} }`;
  if (!forceMultiline && !single.includes('\n') && column + single.length <= WIDTH) return single;
  return `{\n${members.map((m) => `  ${indent(m, 2)}`).join('\n')}\n}`;
}

function quoteKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

export function renderTypes(catalog: Catalog): string {
  const { schema, types } = catalog;
  const relationsByOid = new Map(catalog.relations.map((r) => [r.oid, r]));
  const ref = (section: string, name: string) => `Database[${JSON.stringify(schema)}][${JSON.stringify(section)}][${JSON.stringify(name)}]`;

  const tsType = (oid: number): string => {
    const t = types.get(oid);
    if (!t) return 'unknown';
    if (t.elementOid !== null) {
      const inner = tsType(t.elementOid);
      return /[ |]/.test(inner) ? `(${inner})[]` : `${inner}[]`;
    }
    if (t.kind === 'd' && t.baseOid) return tsType(t.baseOid);
    if (t.kind === 'e') return t.schema === schema ? ref('Enums', t.name) : 'string';
    if (t.kind === 'c') {
      if (t.schema !== schema) return 'unknown';
      const rel = relationsByOid.get(t.relationOid);
      return rel ? ref(rel.kind === 'table' ? 'Tables' : 'Views', rel.name) + '["Row"]' : ref('CompositeTypes', t.name);
    }
    if (t.name === 'bool') return 'boolean';
    if (NUMBER_TYPES.has(t.name)) return 'number';
    if (t.name === 'json' || t.name === 'jsonb') return 'Json';
    if (t.name === 'void') return 'undefined';
    if (t.name === 'record') return 'Record<string, unknown>';
    if (STRING_TYPES.has(t.name)) return 'string';
    return 'unknown';
  };

  const sortByName = <T extends { name: string }>(items: T[]) => [...items].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const nullable = (c: Column) => `${tsType(c.typeOid)}${c.nullable ? ' | null' : ''}`;
  const writeOnlyNever = (c: Column) => c.identity === 'a' || c.generated === 's';

  const rowMembers = (rel: Relation) => sortByName(rel.columns).map((c) => `${quoteKey(c.name)}: ${nullable(c)}`);
  const insertMembers = (rel: Relation) =>
    sortByName(rel.columns).map((c) => {
      if (writeOnlyNever(c)) return `${quoteKey(c.name)}?: never`;
      const optional = c.nullable || c.hasDefault || c.identity !== '' || rel.kind === 'view';
      return `${quoteKey(c.name)}${optional ? '?' : ''}: ${nullable(c)}`;
    });
  const updateMembers = (rel: Relation) =>
    sortByName(rel.columns).map((c) => `${quoteKey(c.name)}?: ${writeOnlyNever(c) ? 'never' : nullable(c)}`);

  const relationships = (rel: Relation): string => {
    const fks = catalog.foreignKeys
      .filter((f) => f.sourceOid === rel.oid && relationsByOid.has(f.targetOid))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    if (fks.length === 0) return '[]';
    const items = fks.map((f) =>
      [
        '{',
        `  foreignKeyName: ${JSON.stringify(f.name)}`,
        `  columns: [${f.columns.map((c) => JSON.stringify(c)).join(', ')}]`,
        `  isOneToOne: ${f.isOneToOne}`,
        `  referencedRelation: ${JSON.stringify(relationsByOid.get(f.targetOid)!.name)}`,
        `  referencedColumns: [${f.targetColumns.map((c) => JSON.stringify(c)).join(', ')}]`,
        '},',
      ].join('\n'),
    );
    return `[\n${items.map((i) => `  ${indent(i, 2)}`).join('\n')}\n]`;
  };

  const block = (entries: string[]) => (entries.length ? `{\n${entries.map((e) => `  ${indent(e, 2)}`).join('\n')}\n}` : NEVER_BLOCK);

  const tables = sortByName(catalog.relations.filter((r) => r.kind === 'table')).map((rel) =>
    [
      `${quoteKey(rel.name)}: {`,
      `  Row: ${indent(objectType(rowMembers(rel), 0, true), 2)}`,
      `  Insert: ${indent(objectType(insertMembers(rel), 0, true), 2)}`,
      `  Update: ${indent(objectType(updateMembers(rel), 0, true), 2)}`,
      `  Relationships: ${indent(relationships(rel), 2)}`,
      '}',
    ].join('\n'),
  );

  const views = sortByName(catalog.relations.filter((r) => r.kind === 'view')).map((rel) => {
    const lines = [`${quoteKey(rel.name)}: {`, `  Row: ${indent(objectType(rowMembers(rel), 0, true), 2)}`];
    if (rel.updatable) {
      lines.push(`  Insert: ${indent(objectType(insertMembers(rel), 0, true), 2)}`);
      lines.push(`  Update: ${indent(objectType(updateMembers(rel), 0, true), 2)}`);
    }
    lines.push(`  Relationships: ${indent(relationships(rel), 2)}`, '}');
    return lines.join('\n');
  });

  // Functions: one entry per name; overloads become a union.
  const functionBody = (fn: PgFunction, column: number): string => {
    const args = sortByName(fn.args.filter((a) => a.name !== ''));
    const argsType = args.length
      ? objectType(args.map((a: FunctionArg) => `${quoteKey(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(a.typeOid)}`), column + 10)
      : 'never';
    const members = [`Args: ${argsType}`];
    const ret = types.get(fn.returnTypeOid);
    const rel = ret && ret.kind === 'c' && ret.schema === schema ? relationsByOid.get(ret.relationOid) : undefined;
    if (fn.tableColumns.length > 0 && (!ret || ret.name === 'record')) {
      const cols = sortByName(fn.tableColumns).map((c) => `${quoteKey(c.name)}: ${tsType(c.typeOid)}`);
      members.push(`Returns: ${objectType(cols, 0, true)}${fn.returnsSet ? '[]' : ''}`);
    } else if (rel) {
      members.push(`Returns: ${objectType(rowMembers(rel), 0, true)}${fn.returnsSet ? '[]' : ''}`);
      members.push(
        `SetofOptions: ${objectType(
          ['from: "*"', `to: ${JSON.stringify(rel.name)}`, `isOneToOne: ${!fn.returnsSet}`, `isSetofReturn: ${fn.returnsSet}`],
          0,
          true,
        )}`,
      );
    } else {
      const scalar = tsType(fn.returnTypeOid);
      members.push(`Returns: ${fn.returnsSet ? (/[ |]/.test(scalar) ? `(${scalar})[]` : `${scalar}[]`) : scalar}`);
    }
    return objectType(members, column);
  };
  const functionNames = [...new Set(catalog.functions.map((f) => f.name))].sort();
  const functions = functionNames.map((name) => {
    const overloads = catalog.functions.filter((f) => f.name === name);
    const head = `${quoteKey(name)}: `;
    if (overloads.length === 1) return head + functionBody(overloads[0], 4 + head.length);
    return `${head}\n${overloads.map((f) => `  | ${indent(functionBody(f, 8), 4)}`).join('\n')}`;
  });

  const enums = catalog.enums.map((e) => {
    const union = e.values.map((v) => JSON.stringify(v)).join(' | ');
    const line = `${quoteKey(e.name)}: ${union}`;
    return line.length + 6 <= WIDTH ? line : `${quoteKey(e.name)}:\n${e.values.map((v) => `  | ${JSON.stringify(v)}`).join('\n')}`;
  });

  const composites = catalog.compositeTypes.map(
    (c) => `${quoteKey(c.name)}: ${objectType(c.attributes.map((a) => `${quoteKey(a.name)}: ${tsType(a.typeOid)} | null`), 0, true)}`,
  );

  const schemaBlock = [
    `${quoteKey(schema)}: {`,
    `  Tables: ${indent(block(tables), 2)}`,
    `  Views: ${indent(block(views), 2)}`,
    `  Functions: ${indent(block(functions), 2)}`,
    `  Enums: ${indent(block(enums), 2)}`,
    `  CompositeTypes: ${indent(block(composites), 2)}`,
    '}',
  ].join('\n');

  const constantsEnums = catalog.enums.length
    ? `{\n${catalog.enums.map((e) => `      ${quoteKey(e.name)}: [${e.values.map((v) => JSON.stringify(v)).join(', ')}],`).join('\n')}\n    }`
    : '{}';

  return [
    'export type Json =',
    '  | string',
    '  | number',
    '  | boolean',
    '  | null',
    '  | { [key: string]: Json | undefined }',
    '  | Json[]',
    '',
    'export type Database = {',
    '  // Allows to automatically instantiate createClient with right options',
    "  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)",
    '  __InternalSupabase: {',
    `    PostgrestVersion: ${JSON.stringify(POSTGREST_VERSION)}`,
    '  }',
    `  ${indent(schemaBlock, 2)}`,
    '}',
    '',
    HELPER_TYPES.replaceAll('"public"', JSON.stringify(schema)),
    'export const Constants = {',
    `  ${quoteKey(schema)}: {`,
    `    Enums: ${constantsEnums},`,
    '  },',
    '} as const',
    '',
  ].join('\n');
}
