import { testRemoteContract } from '@diva/test-utils';

testRemoteContract('president', () => import('../src/remote-app.tsx'), {
  landmarks: { '/president': { heading: 'President Portal' } },
});
