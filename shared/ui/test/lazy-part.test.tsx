import { CHUNK_CACHE_BUST_GLOBAL, type PartFailure, installChunkCacheBust, setPartFailureReporter } from '@diva/core';
import { renderWithProviders } from '@diva/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../src/index.ts';

/** What a remote's chunk loader would request now: its chunk with the query the shell gives (if any). */
const chunkUrl = () => {
  const ask = (globalThis as Record<string, unknown>)[CHUNK_CACHE_BUST_GLOBAL] as (container: string) => string | undefined;
  const query = ask('mfe_feed');
  return query ? `48.js?${query}` : '48.js';
};

const chunkLoadError = (url: string) => Object.assign(new Error(`Loading chunk 48 failed.\n(missing: ${url})`), { name: 'ChunkLoadError' });

/** A chunk that fails `failures` times, recording the URL of each request. */
function flakyChunk(failures: number) {
  const requested: string[] = [];
  let left = failures;
  const load = vi.fn(async () => {
    const url = chunkUrl();
    requested.push(url);
    if (left > 0) {
      left -= 1;
      throw chunkLoadError(url);
    }
    return { default: ({ postId }: { postId: string }) => <p>Comments of {postId}</p> };
  });
  return { load, requested };
}

const renderPart = (Part: React.ComponentType<{ postId: string }>) =>
  renderWithProviders(
    <Suspense fallback={<p>Loading comments</p>}>
      <Part postId="p1" />
    </Suspense>,
  );

afterEach(() => setPartFailureReporter(() => undefined));

describe('lazyPart: a panel an area loads after it has shown', () => {
  installChunkCacheBust();

  it('retries a failed chunk past the cache and shows the part', async () => {
    const { load, requested } = flakyChunk(2);
    renderPart(lazyPart(load, { area: 'feed', part: 'comments' }));
    expect(await screen.findByText('Comments of p1')).toBeTruthy();
    expect(requested).toHaveLength(3);
    expect(requested[0]).toBe('48.js');
    expect(requested[1]).toMatch(/^48\.js\?diva-retry=1-[0-9a-z]+$/);
    expect(requested[2]).toMatch(/^48\.js\?diva-retry=2-[0-9a-z]+$/);
    // The retry is over: chunks are requested as built again.
    expect(chunkUrl()).toBe('48.js');
  });

  it('after its retries says so in words with Retry, never the code, which goes to telemetry; Retry loads it', async () => {
    const failures: PartFailure[] = [];
    setPartFailureReporter((failure) => failures.push(failure));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, requested } = flakyChunk(3);
    renderPart(lazyPart(load, { area: 'feed', part: 'comments' }));
    const alert = await screen.findByTestId('part-unavailable');
    expect(alert.textContent).toContain('This part could not be loaded right now. The rest of the page keeps working.');
    expect(document.body.textContent).not.toMatch(/ChunkLoadError|Loading chunk|RUNTIME-\d+/);
    expect(requested).toHaveLength(3);
    expect(failures).toEqual([{ area: 'feed', part: 'comments', errorCode: 'ChunkLoadError', retries: 2 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Comments of p1')).toBeTruthy();
    expect(requested).toHaveLength(4);
    vi.mocked(console.error).mockRestore();
  });

  it('a federation code in the failure is what telemetry gets', async () => {
    const failures: PartFailure[] = [];
    setPartFailureReporter((failure) => failures.push(failure));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new Error('[ Federation Runtime ]: RUNTIME-008 failed to load script resources')));
    renderPart(lazyPart(load, { area: 'feed', part: 'comments', retries: 1 }));
    await screen.findByTestId('part-unavailable');
    expect(load).toHaveBeenCalledTimes(2);
    expect(failures).toEqual([{ area: 'feed', part: 'comments', errorCode: 'RUNTIME-008', retries: 1 }]);
    expect(document.body.textContent).not.toContain('RUNTIME-008');
    vi.mocked(console.error).mockRestore();
  });
});
