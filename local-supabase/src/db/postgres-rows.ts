/**
 * A statement's answer read from PostgreSQL's DataRow and CommandComplete messages, as pg's own Result reads
 * them (columns by name, values through the pool's type parsers, the count from the command tag), with the
 * columns' names and parsers kept per prepared statement: a REST read then asks for no RowDescription and
 * builds no parser table once its statements are prepared (issue 35: pg's Result.addFields was 2-5 µs of
 * every read's server time).
 */
import type { FieldDef } from 'pg';

export interface RowShape {
  names: string[];
  parsers: ((text: string) => unknown)[];
}

/** The pool's type parsers (pg's, with int8 as a number when it fits). */
export type TypeParsers = { getTypeParser(oid: number, format?: 'text' | 'binary'): (text: string) => unknown };

export function rowShape(fields: FieldDef[], types: TypeParsers): RowShape {
  return { names: fields.map((f) => f.name), parsers: fields.map((f) => types.getTypeParser(f.dataTypeID, 'text')) };
}

/** "INSERT 0 3", "UPDATE 2", "SELECT 50": the verb, then the count (INSERT's object id comes first). */
const COMMAND_TAG = /^([A-Za-z]+)(?: (\d+))?(?: (\d+))?/;

export class StepResult {
  readonly rows: Record<string, unknown>[] = [];
  rowCount: number | null = null;

  constructor(public shape: RowShape | null) {}

  addRow(values: (string | null)[]) {
    const shape = this.shape;
    if (!shape) throw new Error('a row arrived before its columns were described');
    const row: Record<string, unknown> = {};
    for (let i = 0; i < values.length; i++) {
      const value = values[i];
      row[shape.names[i]] = value === null ? null : shape.parsers[i](value);
    }
    this.rows.push(row);
  }

  complete(tag: string) {
    const m = COMMAND_TAG.exec(tag);
    const count = m?.[3] ?? m?.[2];
    if (count !== undefined) this.rowCount = Number(count);
  }
}
