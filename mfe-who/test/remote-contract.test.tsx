import { testRemoteContract } from '@diva/test-utils';

// Signed out, every Who page asks her to sign in first.
testRemoteContract('who', () => import('../src/remote-app.tsx'), {
  landmarks: {
    '/app/who': { text: 'Sign in to see your WHO.' },
    '/app/who/goals': { text: 'Sign in to see your WHO.' },
  },
});
