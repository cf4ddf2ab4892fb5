import { createAppConfig } from '@diva/federation';

export default createAppConfig({ dir: import.meta.dirname, app: 'events', title: 'Chapters and Events (standalone)' });
