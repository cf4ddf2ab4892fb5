/**
 * The contract between local-supabase and a project's edge functions. The project defines the same shape in
 * `functions/_shared/` (so its code does not import from local-supabase); the server builds the value.
 */
export interface FunctionContext {
  /** The base URL of the Supabase API, as SUPABASE_URL is on hosted Supabase. */
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The caller's Authorization header ("Bearer <jwt>", after the gateway's key translation), or null. */
  authorization: string | null;
}

/** `functions/<name>/handler.ts` default export: a web-standard Request → Response handler. */
export type FunctionHandler = (req: Request, ctx: FunctionContext) => Promise<Response> | Response;
