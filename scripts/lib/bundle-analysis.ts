/** One entry of the federation runtime's share scope (`__FEDERATION__.__SHARE__`). */
export interface ShareScopeEntry {
  name: string;
  version: string;
  /** The app whose copy this entry is. */
  from: string;
  loaded: boolean;
}

/**
 * Shared packages of which more than one copy was loaded (different versions or providers). With every app on
 * the same versions and singletons, the runtime keeps one entry per package and loads it once.
 */
export function duplicatedSharedPackages(entries: ShareScopeEntry[]): Map<string, string[]> {
  const loaded = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (!entry.loaded) continue;
    if (!loaded.has(entry.name)) loaded.set(entry.name, new Set());
    loaded.get(entry.name)!.add(`${entry.version} from ${entry.from}`);
  }
  return new Map([...loaded].filter(([, copies]) => copies.size > 1).map(([name, copies]) => [name, [...copies]]));
}
