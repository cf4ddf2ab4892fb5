import { testRemoteContract } from '../src/index.ts';

// The contract run against a small remote of the events area: one test for the module shape, one per prefix.
testRemoteContract('events', () => import('./fixtures/fake-remote.tsx'));
