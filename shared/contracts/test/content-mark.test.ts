import { afterEach, describe, expect, it } from 'vitest';
import { contentReadyMark, markContentReady, remoteReadyMark } from '../src/index.ts';

describe('content mark', () => {
  afterEach(() => performance.clearMarks());

  it('is its own User Timing name per area, apart from the remote-ready mark', () => {
    expect(contentReadyMark('feed')).toBe('diva:content-ready:feed');
    expect(contentReadyMark('feed')).not.toBe(remoteReadyMark('feed'));
  });

  it('is set once per page load: a later render does not move it', () => {
    markContentReady('profile');
    const first = performance.getEntriesByName(contentReadyMark('profile'), 'mark')[0]!.startTime;
    markContentReady('profile');
    const marks = performance.getEntriesByName(contentReadyMark('profile'), 'mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.startTime).toBe(first);
    expect(performance.getEntriesByName(contentReadyMark('feed'), 'mark')).toHaveLength(0);
  });
});
