/**
 * The generated database types live in `@diva/supabase/types` (supabase/types/database.ts). Until that file
 * is generated the client is typed loosely; switch `Database` to the generated type when it appears.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Database = any;
