/** The AI functions' provider path under Deno 2: the openai client through npm: specifiers (see helpers/provider-suite.ts). */
import { defineProviderSuite } from './helpers/provider-suite.ts';

defineProviderSuite('deno');
