/** The AI functions in local-supabase's Node runtime (see helpers/ai-suite.ts). */
import { defineAiSuite } from './helpers/ai-suite.ts';

defineAiSuite('node');
