import { testRemoteContract } from '@diva/test-utils';
import { PROFILE_TEXTS } from '../src/texts.ts';

// Signed out, the profile asks her to sign in; the account page is reached from the header when signed in.
testRemoteContract('profile', () => import('../src/remote-app.tsx'), {
  landmarks: { '/app/profile': { text: PROFILE_TEXTS.signInToView }, '/app/settings': { heading: 'Account settings' } },
});
