import type { RemoteAppProps } from '@diva/contracts';
import { renderWithProviders } from '@diva/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../src/remotes/federation-runtime.ts', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));

const runtime = await import('../src/remotes/federation-runtime.ts');
const { registerAreaRemotes, resetRegistryForTests } = await import('../src/remotes/registry.ts');
const { RemoteArea } = await import('../src/remotes/remote-area.tsx');
const loadRemote = vi.mocked(runtime.loadRemote);

function FeedApp({ basePath }: RemoteAppProps) {
  return <p>Feed content under {basePath}</p>;
}

beforeEach(() => {
  resetRegistryForTests();
  loadRemote.mockReset();
  vi.mocked(runtime.registerRemotes).mockReset();
  registerAreaRemotes({ remotes: { feed: 'http://localhost:3001/mf-manifest.json' } });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteArea', () => {
  it('shows a skeleton, then the remote with its base path', async () => {
    let resolve!: (value: unknown) => void;
    loadRemote.mockReturnValue(new Promise((done) => (resolve = done)));
    renderWithProviders(<RemoteArea area="feed" basePath="/app/timeline" />, { route: '/app/timeline' });
    expect(screen.getByTestId('page-skeleton')).toBeTruthy();
    resolve({ default: FeedApp, area: 'feed' });
    expect(await screen.findByText('Feed content under /app/timeline')).toBeTruthy();
  });

  it('contains a failure with "<Area> is unavailable" and recovers on Retry with a fresh load', async () => {
    // Every try of the load fails: the first, two retries and the one after the manifest is fetched again.
    loadRemote.mockRejectedValue(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest'));
    renderWithProviders(<RemoteArea area="feed" basePath="/app/timeline" />, { route: '/app/timeline' });
    expect(await screen.findByText('Network Feed is unavailable')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(4);
    expect(screen.queryByText(/Feed content/)).toBeNull();
    // Words only: the federation's code and message never reach the page.
    expect(document.body.textContent).not.toMatch(/RUNTIME|Federation|manifest/);
    expect(screen.getByText('This part of the network could not be loaded right now. Everything else keeps working.')).toBeTruthy();

    loadRemote.mockReset();
    loadRemote.mockResolvedValueOnce({ default: FeedApp, area: 'feed' });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Feed content under /app/timeline')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_feed', entry: 'http://localhost:3001/mf-manifest.json' }], { force: true });
  });

  it('contains a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('render bug');
    };
    loadRemote.mockResolvedValue({ default: Broken, area: 'feed' });
    renderWithProviders(
      <>
        <p>Header still here</p>
        <RemoteArea area="feed" basePath="/app/timeline" />
      </>,
      { route: '/app/timeline' },
    );
    expect(await screen.findByText('Network Feed is unavailable')).toBeTruthy();
    expect(screen.getByText('Header still here')).toBeTruthy();
  });
});
