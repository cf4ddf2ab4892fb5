import { testRemoteContract } from '@diva/test-utils';

testRemoteContract('events', () => import('../src/remote-app.tsx'));
