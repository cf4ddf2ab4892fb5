import { createRequire } from 'node:module';

/**
 * The shared-singletons table every app builds with. A store or client is one instance only when the package
 * whose module creates it is itself shared, so the runtime workspace packages are listed too. Mantine is not
 * listed on purpose: apps reach it only through @diva/ui (lint-enforced), which carries one tree-shaken copy;
 * sharing all of @mantine/core would ship every component (shared modules are not tree-shaken). The same holds
 * for react-router-dom (reached through @diva/router, one router context) and zod: zod is stateless, and each
 * bundle keeps only the zod/mini validators it uses (sharing all of zod would cost about 85 KiB gzip).
 * `@diva/core/texts` and `@diva/ui/icons` are stateless too and left out for the same reason: each bundle
 * keeps only the texts and icons it imports.
 */
export const SHARED_PACKAGES = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  'zustand',
  'dayjs',
  '@diva/contracts',
  '@diva/core',
  '@diva/router',
  '@diva/ui',
  '@diva/ui/overlays',
  '@diva/ui/forms',
  '@diva/ui/extended',
  '@diva/ui/data',
] as const;

/**
 * The UI kit's entries carry private copies of Mantine's internals (contexts included). Both must come from
 * one build, so production remotes take them from the shell (`import: false`: no fallback of their own).
 */
export const HOST_PROVIDED = ['@diva/ui', '@diva/ui/overlays', '@diva/ui/forms', '@diva/ui/extended', '@diva/ui/data'] as const;

/** Subpath imports (react/jsx-runtime, react-dom/client, dayjs/plugin/…) need prefix keys of their own. */
export const SHARED_PREFIXES = ['react/', 'react-dom/', 'dayjs/'] as const;

export interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
  /** false: never bundle a fallback; the host must provide the module. */
  import?: false;
}

const require = createRequire(import.meta.url);

function installedVersion(name: string, fromDir: string): string | false {
  if (name.startsWith('@diva/')) return false;
  try {
    const manifest = require(require.resolve(`${name}/package.json`, { paths: [fromDir] })) as { version: string };
    return `^${manifest.version}`;
  } catch {
    return false;
  }
}

export function sharedDependencies(appDir: string, options: { hostProvidesUi?: boolean } = {}): Record<string, SharedEntry> {
  const table: Record<string, SharedEntry> = {};
  for (const name of SHARED_PACKAGES) {
    const hostOnly = options.hostProvidesUi && (HOST_PROVIDED as readonly string[]).includes(name);
    table[name] = { singleton: true, requiredVersion: installedVersion(name, appDir), ...(hostOnly ? { import: false as const } : {}) };
  }
  for (const prefix of SHARED_PREFIXES) {
    table[prefix] = { singleton: true, requiredVersion: installedVersion(prefix.slice(0, -1), appDir) };
  }
  return table;
}
