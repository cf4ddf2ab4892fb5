import { testRemoteContract } from '@diva/test-utils';

testRemoteContract('feed', () => import('../src/remote-app.tsx'));
