import { createAppConfig } from '@diva/federation';

export default createAppConfig({
  dir: import.meta.dirname,
  app: 'shell',
  title: 'Diva Network',
  description: 'A members-only professional network for women entrepreneurs.',
});
