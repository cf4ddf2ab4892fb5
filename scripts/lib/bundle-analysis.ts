import { promises as fs } from 'node:fs';
import path from 'node:path';

export interface LoadedScript {
  url: string;
  /** Bytes on the wire (gzip). */
  encoded: number;
  /** Bytes after decompression. */
  decoded: number;
}

interface ManifestShared {
  name: string;
  version: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** Which shared package each built file belongs to, per app origin (from each app's mf-manifest.json). */
export async function sharedFilesByOrigin(apps: { origin: string; dist: string }[]): Promise<Map<string, Map<string, Set<string>>>> {
  const byOrigin = new Map<string, Map<string, Set<string>>>();
  for (const app of apps) {
    const manifest = JSON.parse(await fs.readFile(path.join(app.dist, 'mf-manifest.json'), 'utf8')) as { shared: ManifestShared[] };
    const files = new Map<string, Set<string>>();
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        if (!files.has(file)) files.set(file, new Set());
        files.get(file)!.add(shared.name);
      }
    }
    byOrigin.set(app.origin, files);
  }
  return byOrigin;
}

/**
 * Shared packages whose code was downloaded from more than one app. A file counts for a package only when
 * that package is the one shared module the file belongs to (files listed under several packages are
 * loader glue and say nothing about duplication).
 */
export function duplicatedSharedPackages(scripts: LoadedScript[], byOrigin: Map<string, Map<string, Set<string>>>): Map<string, string[]> {
  const providers = new Map<string, Set<string>>();
  for (const script of scripts) {
    const url = new URL(script.url);
    const owners = byOrigin.get(url.origin)?.get(path.posix.basename(url.pathname));
    if (!owners || owners.size !== 1) continue;
    const [name] = [...owners];
    if (!providers.has(name!)) providers.set(name!, new Set());
    providers.get(name!)!.add(url.origin);
  }
  return new Map([...providers].filter(([, origins]) => origins.size > 1).map(([name, origins]) => [name, [...origins]]));
}
