import { testRemoteContract } from '@diva/test-utils';

testRemoteContract('events', () => import('../src/remote-app.tsx'), {
  landmarks: {
    '/app/local-chapters': { heading: 'Local Chapters' },
    '/app/chapter': { heading: 'Chapter Not Found' },
    '/app/events': { heading: 'Events', level: 1 },
    '/app/my-events': { heading: 'My Events' },
  },
});
