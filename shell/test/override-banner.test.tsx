import { renderWithProviders } from '@diva/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OVERRIDES_KEY } from '../src/remotes/area-sources.ts';
import { OverrideBanner } from '../src/features/release-overrides/components/override-banner.tsx';
import { applyOverrides, overrideState } from '../src/remotes/overrides.ts';
import { RELEASE_TEXTS } from '../src/texts.ts';

const policy = { overrides: { enabled: true, origins: ['http://localhost:4001'] } };
const location = (search: string) => ({ search, pathname: '/app/timeline', hash: '#top' });

beforeEach(() => window.sessionStorage.clear());

describe('per-browser overrides at boot', () => {
  it('keeps the accepted ones for the tab, lists the refused ones, and takes the parameters off the address', () => {
    const history = { state: { idx: 3 }, replaceState: vi.fn() };
    const state = applyOverrides(
      policy,
      location('?override=feed=http://localhost:4001/mf-manifest.json&override=who=http://evil.example.test/mf-manifest.json&tab=all'),
      window.sessionStorage,
      history,
    );
    expect(state.active).toEqual({ feed: 'http://localhost:4001/mf-manifest.json' });
    expect(state.refused).toMatchObject([{ area: 'who', reason: 'origin-not-allowed' }]);
    expect(JSON.parse(window.sessionStorage.getItem(OVERRIDES_KEY)!)).toEqual({ feed: 'http://localhost:4001/mf-manifest.json' });
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/app/timeline?tab=all#top');

    // A reload: the address no longer carries it, the tab still does.
    expect(applyOverrides(policy, location(''), window.sessionStorage).active).toEqual({ feed: 'http://localhost:4001/mf-manifest.json' });
    expect(overrideState().active).toEqual({ feed: 'http://localhost:4001/mf-manifest.json' });
  });
});

describe('the override banner', () => {
  it('names each overridden area and its manifest, and Clear ends them and reloads', () => {
    window.sessionStorage.setItem(OVERRIDES_KEY, JSON.stringify({ feed: 'http://localhost:4001/mf-manifest.json' }));
    const onCleared = vi.fn();
    renderWithProviders(<OverrideBanner state={{ active: { feed: 'http://localhost:4001/mf-manifest.json' }, refused: [] }} onCleared={onCleared} />);
    const banner = screen.getByRole('region', { name: RELEASE_TEXTS.overridesRegion });
    expect(within(banner).getByRole('status').textContent).toContain('Network Feed: http://localhost:4001/mf-manifest.json');
    expect(within(banner).queryByRole('alert')).toBeNull();
    const clear = within(banner).getByRole('button', { name: RELEASE_TEXTS.clearOverrides });
    clear.focus();
    expect(document.activeElement).toBe(clear);
    fireEvent.click(clear);
    expect(window.sessionStorage.getItem(OVERRIDES_KEY)).toBeNull();
    expect(onCleared).toHaveBeenCalledTimes(1);
  });

  it('says in words why an override was refused, with no Clear when nothing is overridden', () => {
    renderWithProviders(
      <OverrideBanner
        state={{
          active: {},
          refused: [{ ok: false, raw: 'feed=http://evil.example.test/m.json', area: 'feed', url: 'http://evil.example.test/m.json', reason: 'origin-not-allowed' }],
        }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      `${RELEASE_TEXTS.overrideRefused} (feed=http://evil.example.test/m.json): ${RELEASE_TEXTS.refusedOrigin}`,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
