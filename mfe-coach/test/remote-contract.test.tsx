import { testRemoteContract } from '@diva/test-utils';

// Signed out, the coach asks her to sign in before practising.
testRemoteContract('coach', () => import('../src/remote-app.tsx'), {
  landmarks: { '/app/pre-game': { text: 'Sign in to practise with the Glow Up Coach.' }, '/pregame-coach': { text: 'Sign in to practise with the Glow Up Coach.' } },
});
