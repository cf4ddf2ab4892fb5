/** The generated database types (`npm run gen:types` writes supabase/types/database.ts from the live schema). */
export type { Database } from '@diva/supabase/types';
