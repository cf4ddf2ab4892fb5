// The two pg modules a custom Submittable uses, as pg-cursor and pg-query-stream do (pg exports ./lib/*).
declare module 'pg/lib/result.js' {
  import type { FieldDef } from 'pg';
  export default class Result {
    constructor(rowMode: 'array' | undefined, types: unknown);
    command: string | null;
    rowCount: number | null;
    rows: Record<string, unknown>[];
    addFields(fields: FieldDef[]): void;
    parseRow(fields: unknown[]): Record<string, unknown>;
    addRow(row: Record<string, unknown>): void;
    addCommandComplete(msg: { text: string }): void;
  }
}

declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): string | Buffer | null };
  export default utils;
}
