import { AREAS, type AreaName, isRemoteModule } from '@diva/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from './render.tsx';

export interface RemoteContractOptions {
  /** Sub-paths (relative to each prefix) that must render, e.g. ['', 'discovery']. Default: the prefix itself. */
  paths?: string[];
}

/**
 * The contract every remote's `./App` keeps, run by each remote's own tests: it exports the module shape
 * the shell expects, names its area, and renders something under every route prefix the shell mounts it at
 * (relative routes, inside the shell's providers) without throwing.
 */
export function testRemoteContract(area: AreaName, load: () => Promise<unknown>, options: RemoteContractOptions = {}): void {
  const definition = AREAS[area];
  describe(`remote contract: ${definition.container}`, () => {
    it('exposes a component as default and names its area', async () => {
      const module = await load();
      expect(isRemoteModule(module)).toBe(true);
      expect((module as { area: string }).area).toBe(area);
    });

    for (const prefix of definition.prefixes) {
      for (const sub of options.paths ?? ['']) {
        const url = sub ? `${prefix}/${sub}` : prefix;
        it(`renders under ${url} with relative routes`, async () => {
          const module = await load();
          if (!isRemoteModule(module)) throw new Error('not a remote module');
          const App = module.default;
          const { container } = renderWithProviders(<App basePath={prefix} />, { route: url, path: `${prefix}/*` });
          await screen.findAllByText(/./);
          expect(container.textContent?.trim().length ?? 0).toBeGreaterThan(0);
        });
      }
    }
  });
}
