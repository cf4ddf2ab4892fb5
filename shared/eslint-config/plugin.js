// The house-style rules of Diva Network (`diva/*`), local to this config.
import areaPaths from './rules/area-paths.js';
import layerImports from './rules/layer-imports.js';
import noCrossFeatureImports from './rules/no-cross-feature-imports.js';
import supabaseInApiOnly from './rules/supabase-in-api-only.js';

export default {
  meta: { name: 'diva' },
  rules: {
    'area-paths': areaPaths,
    'layer-imports': layerImports,
    'no-cross-feature-imports': noCrossFeatureImports,
    'supabase-in-api-only': supabaseInApiOnly,
  },
};
