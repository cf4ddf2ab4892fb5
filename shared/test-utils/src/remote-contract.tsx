import { AREAS, type AreaName, isRemoteModule, type RemoteModule } from '@diva/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from './render.tsx';
import { signInAs } from './session.ts';

/** What a route shows a signed-out visitor once it has rendered for real: a heading's name, or a text. */
export type Landmark = { heading: string | RegExp; level?: number } | { text: string | RegExp };

export interface RemoteContractOptions {
  /**
   * The landmark each URL under the area's prefixes must render ('/app/timeline': { heading: 'Network Feed' }).
   * Default: each prefix itself, showing a level-one heading.
   */
  landmarks?: Record<string, Landmark>;
}

const ANY_PAGE_HEADING: Landmark = { heading: /\S/, level: 1 };

const findLandmark = (landmark: Landmark): Promise<HTMLElement> =>
  'heading' in landmark ? screen.findByRole('heading', { name: landmark.heading, level: landmark.level }) : screen.findByText(landmark.text);

/** Renders a remote's app at a URL, signed out, and fails unless its landmark shows and no alert does. */
export async function expectRemoteLandmark(App: RemoteModule['default'], prefix: string, url: string, landmark: Landmark): Promise<void> {
  signInAs(null);
  renderWithProviders(<App basePath={prefix} />, { route: url, path: `${prefix}/*` });
  expect(await findLandmark(landmark)).toBeTruthy();
  expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual([]);
}

/**
 * The contract every remote's `./App` keeps, run by each remote's own tests: it exports the module shape the
 * shell expects, names its area, and renders its real landmark at every URL the options name (by default each
 * prefix the shell mounts it at; relative routes, inside the shell's providers, signed out): a heading or the
 * page's own words, not a skeleton and not an error state.
 */
export function testRemoteContract(area: AreaName, load: () => Promise<unknown>, options: RemoteContractOptions = {}): void {
  const definition = AREAS[area];
  const landmarks = Object.entries(options.landmarks ?? Object.fromEntries(definition.prefixes.map((prefix) => [prefix, ANY_PAGE_HEADING])));
  const prefixOf = (url: string) => {
    const prefix = [...definition.prefixes].sort((a, b) => b.length - a.length).find((candidate) => url === candidate || url.startsWith(`${candidate}/`));
    if (!prefix) throw new Error(`${url} is not under the area's prefixes (${definition.prefixes.join(', ')})`);
    return prefix;
  };
  describe(`remote contract: ${definition.container}`, () => {
    it('exposes a component as default and names its area', async () => {
      const module = await load();
      expect(isRemoteModule(module)).toBe(true);
      expect((module as { area: string }).area).toBe(area);
    });

    for (const [url, landmark] of landmarks) {
        const prefix = prefixOf(url);
        it(`renders its landmark at ${url} with relative routes`, async () => {
          const module = await load();
          if (!isRemoteModule(module)) throw new Error('not a remote module');
          await expectRemoteLandmark(module.default, prefix, url, landmark);
        });
    }
  });
}
