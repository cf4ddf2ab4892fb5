/**
 * The pg module the statement cache needs, as pg-cursor and pg-query-stream use pg's internals (pg exports
 * ./lib/*; @types/pg does not describe it, so its shape is written here).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** pg's conversion of a JavaScript value to a parameter (arrays to Postgres arrays, objects to JSON, …). */
export const prepareValue = (require('pg/lib/utils.js') as { prepareValue(value: unknown): string | Buffer | null }).prepareValue;
