import { createAppConfig } from '@diva/federation';

export default createAppConfig({ dir: import.meta.dirname, app: 'admin', title: 'Admin Portal (standalone)' });
