// The house-style rules of Diva Network (`diva/*`), local to this config.
import noCrossFeatureImports from './rules/no-cross-feature-imports.js';
import supabaseInApiOnly from './rules/supabase-in-api-only.js';

export default {
  meta: { name: 'diva' },
  rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'supabase-in-api-only': supabaseInApiOnly },
};
