import { readCatalog, type SqlRunner } from './catalog.ts';
import { renderTypes } from './render.ts';

export type { SqlRunner } from './catalog.ts';

/** The `Database` type file for one schema of a live database. */
export async function generateTypes(db: SqlRunner, schema = 'public'): Promise<string> {
  return renderTypes(await readCatalog(db, schema));
}
