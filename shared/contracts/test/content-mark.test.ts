import { afterEach, describe, expect, it } from 'vitest';
import { contentPaintedMark, contentReadyMark, markContentReady, remoteReadyMark } from '../src/index.ts';

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

  it('is followed by the painted mark after the next frame, once', async () => {
    const frames: FrameRequestCallback[] = [];
    const original = globalThis.requestAnimationFrame;
    globalThis.requestAnimationFrame = (callback) => frames.push(callback);
    try {
      markContentReady('events');
      markContentReady('events');
      expect(performance.getEntriesByName(contentPaintedMark('events'), 'mark')).toHaveLength(0);
      expect(frames).toHaveLength(1);
      frames[0]!(performance.now());
      // Queued by the frame: not yet, then after the frame's work.
      expect(performance.getEntriesByName(contentPaintedMark('events'), 'mark')).toHaveLength(0);
      await new Promise((resolve) => setTimeout(resolve, 0));
      const [ready] = performance.getEntriesByName(contentReadyMark('events'), 'mark');
      const painted = performance.getEntriesByName(contentPaintedMark('events'), 'mark');
      expect(painted).toHaveLength(1);
      expect(painted[0]!.startTime).toBeGreaterThanOrEqual(ready!.startTime);
    } finally {
      globalThis.requestAnimationFrame = original;
    }
  });
});
