import { createAppConfig } from '@diva/federation';

export default createAppConfig({ dir: import.meta.dirname, app: 'messaging', title: 'Messages (standalone)' });
