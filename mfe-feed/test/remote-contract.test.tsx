import { testRemoteContract } from '@diva/test-utils';

testRemoteContract('feed', () => import('../src/remote-app.tsx'), {
  landmarks: { '/app/timeline': { heading: 'Network Feed' }, '/timeline': { heading: 'Network Feed' } },
});
