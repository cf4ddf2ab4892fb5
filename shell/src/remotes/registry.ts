import { AREAS, type AreaName, REMOTE_EXPOSED_MODULE, type RemoteModule, type RuntimeConfig, isRemoteModule } from '@diva/contracts';
import { loadRemote, registerRemotes } from './federation-runtime.ts';

/** Raised when an area cannot be loaded; the remote outlet shows "<Area> is unavailable". */
export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly area: AreaName,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${AREAS[area].title} could not be loaded: ${reason}`, options);
  }
}

const entries = new Map<AreaName, string>();
const preloads = new Map<AreaName, Promise<RemoteModule>>();

/** Registers every remote named in /config.json (no remote URL is compiled into the shell). */
export function registerAreaRemotes(remotes: RuntimeConfig['remotes']): AreaName[] {
  const registered: AreaName[] = [];
  for (const [area, entry] of Object.entries(remotes) as [AreaName, string][]) {
    entries.set(area, entry);
    registered.push(area);
  }
  registerRemotes(registered.map((area) => ({ name: AREAS[area].container, entry: entries.get(area)! })));
  return registered;
}

/**
 * Registers the area again with force, which drops the runtime's cached (possibly failed) entry, so a Retry
 * fetches the manifest and code anew.
 */
export function resetArea(area: AreaName): void {
  preloads.delete(area);
  const entry = entries.get(area);
  if (entry) registerRemotes([{ name: AREAS[area].container, entry }], { force: true });
}

/** Loads the area's `./App` and checks it keeps the remote contract. */
export async function loadAreaModule(area: AreaName): Promise<RemoteModule> {
  if (!entries.has(area)) throw new RemoteUnavailableError(area, 'it is not listed in /config.json');
  let loaded: unknown;
  try {
    loaded = await loadRemote(`${AREAS[area].container}/${REMOTE_EXPOSED_MODULE.slice(2)}`);
  } catch (error) {
    throw new RemoteUnavailableError(area, error instanceof Error ? error.message : String(error), { cause: error });
  }
  if (!isRemoteModule(loaded)) throw new RemoteUnavailableError(area, 'its ./App module does not keep the remote contract');
  if (loaded.area !== area) throw new RemoteUnavailableError(area, `its ./App says it is the "${loaded.area}" area`);
  return loaded;
}

/** Starts loading an area ahead of a visit (sidebar hover). A failed preload is forgotten so a visit retries. */
export function preloadArea(area: AreaName): Promise<RemoteModule> | undefined {
  if (!entries.has(area)) return undefined;
  let pending = preloads.get(area);
  if (!pending) {
    pending = loadAreaModule(area);
    preloads.set(area, pending);
    pending.catch(() => preloads.delete(area));
  }
  return pending;
}

/** Tests only. */
export function resetRegistryForTests(): void {
  entries.clear();
  preloads.clear();
}
