import { testRemoteContract } from '@diva/test-utils';

testRemoteContract('messaging', () => import('../src/remote-app.tsx'));
