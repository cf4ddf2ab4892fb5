/**
 * The two pg modules a custom Submittable needs, as pg-cursor and pg-query-stream use them (pg exports
 * ./lib/*; @types/pg does not describe them, so their shapes are written here).
 */
import { createRequire } from 'node:module';
import type { FieldDef } from 'pg';

export interface PgResult {
  command: string | null;
  rowCount: number | null;
  rows: Record<string, unknown>[];
  addFields(fields: FieldDef[]): void;
  parseRow(fields: unknown[]): Record<string, unknown>;
  addRow(row: Record<string, unknown>): void;
  addCommandComplete(msg: { text: string }): void;
}

const require = createRequire(import.meta.url);

/** pg's result builder: row parsing with the pool's type parsers. */
export const PgResult = require('pg/lib/result.js') as new (rowMode: 'array' | undefined, types: unknown) => PgResult;

/** pg's conversion of a JavaScript value to a parameter (arrays to Postgres arrays, objects to JSON, …). */
export const prepareValue = (require('pg/lib/utils.js') as { prepareValue(value: unknown): string | Buffer | null }).prepareValue;
