import { testRemoteContract } from '@diva/test-utils';

// Signed out, every admin address leads to the portal's sign-in.
testRemoteContract('admin', () => import('../src/remote-app.tsx'), {
  landmarks: {
    '/admin': { heading: 'Admin Portal' },
    '/admin/login': { heading: 'Admin Portal' },
    '/admin/dashboard': { heading: 'Admin Portal' },
  },
});
