import { createAppConfig } from '@diva/federation';

export default createAppConfig({ dir: import.meta.dirname, app: 'feed', title: 'Network Feed (standalone)' });
