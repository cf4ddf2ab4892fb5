// Deno entry (hosted Supabase, `supabase functions serve`): only wires the handler to Deno.serve.
import handler from './handler.ts';
import { contextFromEnv } from '../_shared/context.ts';

// The subset of Deno's global used here, declared so the repository's Node type-check accepts this file.
declare const Deno: { serve(handler: (req: Request) => Response | Promise<Response>): unknown };

Deno.serve((req) => handler(req, contextFromEnv(req)));
