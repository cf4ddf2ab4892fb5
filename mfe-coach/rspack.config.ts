import { createAppConfig } from '@diva/federation';

export default createAppConfig({ dir: import.meta.dirname, app: 'coach', title: 'Glow Up Coach (standalone)' });
