import { createAppConfig } from '@diva/federation';

export default createAppConfig({ dir: import.meta.dirname, app: 'president', title: 'President Portal (standalone)' });
