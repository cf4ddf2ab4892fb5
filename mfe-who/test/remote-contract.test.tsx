import { testRemoteContract } from '@diva/test-utils';

testRemoteContract('who', () => import('../src/remote-app.tsx'), { paths: ['', 'discovery', 'superpowers', 'goals', 'matches'] });
