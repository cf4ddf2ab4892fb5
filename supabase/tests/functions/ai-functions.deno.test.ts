/** The AI functions under Deno 2, the runtime hosted Supabase deploys them to (see helpers/ai-suite.ts). */
import { defineAiSuite } from './helpers/ai-suite.ts';

defineAiSuite('deno');
