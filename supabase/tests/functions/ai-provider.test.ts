/** The AI functions with a model (a fake OpenAI-compatible server) in local-supabase's Node runtime. */
import { defineProviderSuite } from './helpers/provider-suite.ts';

defineProviderSuite('node');
