import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHUNK_CACHE_BUST_GLOBAL, bustChunkFileNames } from '../src/chunk-cache-bust-plugin.ts';
import { createAppConfig } from '../src/index.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

describe("a remote's chunk file names while the shell retries", () => {
  const runtime = () => ({ u: (id: string | number) => `${id}.0123456789.js`, federation: { initOptions: { name: 'mfe_feed' } } });

  it('adds the query the shell gives for the container, and nothing when no retry runs', () => {
    const retry: { query?: string } = {};
    const asked: string[] = [];
    const global = { [CHUNK_CACHE_BUST_GLOBAL]: (container: string) => (asked.push(container), retry.query) };
    const bundler = runtime();
    bustChunkFileNames(bundler, global);
    expect(bundler.u(48)).toBe('48.0123456789.js');
    retry.query = 'diva-retry=1-abc';
    expect(bundler.u(48)).toBe('48.0123456789.js?diva-retry=1-abc');
    expect(asked).toEqual(['mfe_feed', 'mfe_feed']);
    // Installed twice (a second entry evaluation), the query is still added once.
    bustChunkFileNames(bundler, global);
    expect(bundler.u('x')).toBe('x.0123456789.js?diva-retry=1-abc');
  });

  it('leaves the names as built without the shell (a standalone harness)', () => {
    const bundler = runtime();
    bustChunkFileNames(bundler, {});
    expect(bundler.u(7)).toBe('7.0123456789.js');
  });

  it("reads the global @diva/core's chunk-retry module writes", () => {
    const core = fs.readFileSync(path.join(repo, 'shared', 'core', 'src', 'federation', 'chunk-retry.ts'), 'utf8');
    expect(core).toContain(`CHUNK_CACHE_BUST_GLOBAL = '${CHUNK_CACHE_BUST_GLOBAL}'`);
  });

  it('is built into every remote, not the shell', () => {
    const plugins = (app: 'feed' | 'shell') => {
      const config = createAppConfig({ dir: path.join(repo, app === 'shell' ? 'shell' : 'mfe-feed'), app, title: app, mode: 'production' });
      const federation = config.plugins?.find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin') as { _options?: { runtimePlugins?: string[] } } | undefined;
      return federation?._options?.runtimePlugins ?? [];
    };
    expect(plugins('feed').some((file) => file.endsWith('chunk-cache-bust-plugin.ts'))).toBe(true);
    expect(plugins('shell').some((file) => file.endsWith('chunk-cache-bust-plugin.ts'))).toBe(false);
  });
});
