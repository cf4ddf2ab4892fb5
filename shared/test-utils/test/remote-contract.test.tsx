import { describe, expect, it } from 'vitest';
import { expectRemoteLandmark, testRemoteContract } from '../src/index.ts';
import { FailingRemote, SkeletonRemote } from './fixtures/fake-remote.tsx';

// The contract run against a small remote of the events area: one test for the module shape, one per prefix.
testRemoteContract('events', () => import('./fixtures/fake-remote.tsx'));

describe('the remote contract refuses', () => {
  it('a remote that shows only its skeleton', async () => {
    await expect(expectRemoteLandmark(SkeletonRemote, '/app/events', '/app/events', { heading: 'Events' })).rejects.toThrow(/heading/);
  });

  it('a remote that shows an error', async () => {
    await expect(expectRemoteLandmark(FailingRemote, '/app/events', '/app/events', { heading: 'Events' })).rejects.toThrow(/Failed to load events/);
  });
});
