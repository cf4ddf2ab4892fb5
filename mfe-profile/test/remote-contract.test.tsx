import { testRemoteContract } from '@diva/test-utils';

testRemoteContract('profile', () => import('../src/remote-app.tsx'));
