import { divaConfig } from '@diva/eslint-config';

export default divaConfig({ ignores: ['.data/**', 'local-supabase/scratch/**', 'scratch/**'] });
