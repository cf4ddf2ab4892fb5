import { testRemoteContract } from '@diva/test-utils';

// Signed out, the page says what to do instead of showing conversations.
testRemoteContract('messaging', () => import('../src/remote-app.tsx'), {
  landmarks: { '/app/messages': { text: 'Sign in to see your messages.' } },
});
