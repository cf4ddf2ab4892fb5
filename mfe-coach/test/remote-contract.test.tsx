import { testRemoteContract } from '@diva/test-utils';

testRemoteContract('coach', () => import('../src/remote-app.tsx'));
