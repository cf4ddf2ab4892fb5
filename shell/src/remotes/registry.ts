import { AREAS, type AreaName, REMOTE_EXPOSED_MODULE, type RemoteModule, type RuntimeConfig, isRemoteModule } from '@diva/contracts';
import { type AreaSource, chooseAreaSource, cohortSubject } from './area-sources.ts';
import { loadRemote, registerRemotes } from './federation-runtime.ts';
import { type LoadPhase, startLoadRecord } from './load-record.ts';

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

/** Retries of a failed load before the manifest is fetched once more; each retry loads the entry past the cache. */
export const LOAD_RETRIES = 2;

interface RegistryOptions {
  /** This tab's overrides, area -> manifest URL (already checked against the policy). */
  overrides?: Partial<Record<AreaName, string>>;
  /** Who a canary is chosen for, read when the area is first loaded (a member who signs in meanwhile counts as herself). */
  subject?: () => string;
}

let config: Pick<RuntimeConfig, 'remotes' | 'releases' | 'canary'> = { remotes: {} };
let options: RegistryOptions = {};
const sources = new Map<AreaName, AreaSource>();
const preloads = new Map<AreaName, Promise<RemoteModule>>();
/** Cache-busting query per container while a retry runs (read by the runtime plugin's createScript hook). */
const cacheBusts = new Map<string, string>();

const defaultSubject = () => cohortSubject(window.localStorage, document);

/**
 * Takes the remotes named in /config.json (no remote URL is compiled into the shell). Each area is registered
 * with the runtime when it is first loaded, from the manifest chosen for this tab: an override, a canary or the
 * environment's release. Returns the areas the config names.
 */
export function registerAreaRemotes(runtimeConfig: Pick<RuntimeConfig, 'remotes' | 'releases' | 'canary'>, registryOptions: RegistryOptions = {}): AreaName[] {
  config = runtimeConfig;
  options = registryOptions;
  sources.clear();
  const areas = new Set([...Object.keys(runtimeConfig.remotes), ...Object.keys(registryOptions.overrides ?? {})]);
  return [...areas] as AreaName[];
}

/** The manifest, release and cohort this tab loads the area from; chosen once per page load. */
export function areaSource(area: AreaName): AreaSource | undefined {
  let source = sources.get(area);
  if (source) return source;
  const subject = config.canary?.[area] ? (options.subject ?? defaultSubject)() : '';
  source = chooseAreaSource(area, config, subject, options.overrides);
  if (!source) return undefined;
  sources.set(area, source);
  registerRemotes([{ name: AREAS[area].container, entry: source.manifest }]);
  return source;
}

/** The query a script of this container is loaded with while a retry runs (undefined otherwise). */
export function cacheBustFor(container: string): string | undefined {
  return cacheBusts.get(container);
}

/**
 * Registers the area again with force, which drops the runtime's cached manifest and entry (possibly failed),
 * so the next load fetches the manifest and code anew.
 */
export function resetArea(area: AreaName): void {
  preloads.delete(area);
  refetchManifest(area);
}

function refetchManifest(area: AreaName): void {
  const source = sources.get(area);
  if (source) registerRemotes([{ name: AREAS[area].container, entry: source.manifest }], { force: true });
}

/** The federation error code (`RUNTIME-008`…) a failure carries, or a short name of its kind; telemetry only. */
export function errorCodeOf(error: unknown): string {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  const code = /\b([A-Z]+-\d{3})\b/.exec(text)?.[1];
  if (code) return code;
  if (error instanceof Error && /^[A-Za-z][A-Za-z0-9]{0,60}$/.test(error.name) && error.name !== 'Error') return error.name;
  return 'load-failed';
}

async function loadOnce(area: AreaName): Promise<unknown> {
  return loadRemote(`${AREAS[area].container}/${REMOTE_EXPOSED_MODULE.slice(2)}`);
}

/**
 * Loads the area's `./App` and checks it keeps the remote contract. A failed load (a chunk or the entry gone,
 * the network) is retried LOAD_RETRIES times with a cache-busting query on the entry, then the area's manifest
 * is dropped and fetched once more (a release may have moved under an open tab); only then does it fail.
 */
export async function loadAreaModule(area: AreaName): Promise<RemoteModule> {
  const source = areaSource(area);
  if (!source) throw new RemoteUnavailableError(area, 'it is not listed in /config.json');
  const record = startLoadRecord(area, source);
  const container = AREAS[area].container;
  let loaded: unknown;
  let lastError: unknown;
  for (let attempt = 0; attempt <= LOAD_RETRIES + 1; attempt += 1) {
    if (attempt > 0) {
      record.retries = attempt;
      cacheBusts.set(container, `diva-retry=${attempt}-${Date.now().toString(36)}`);
      // The last try: the manifest again (a release may have moved), then a fresh entry and the chunks it names.
      if (attempt > LOAD_RETRIES) refetchManifest(area);
    }
    try {
      loaded = await loadOnce(area);
      lastError = undefined;
      break;
    } catch (error) {
      lastError = error;
    }
  }
  cacheBusts.delete(container);
  if (lastError !== undefined) {
    record.fail(errorCodeOf(lastError));
    throw new RemoteUnavailableError(area, lastError instanceof Error ? lastError.message : String(lastError), { cause: lastError });
  }
  if (!isRemoteModule(loaded)) {
    record.fail('contract');
    throw new RemoteUnavailableError(area, 'its ./App module does not keep the remote contract');
  }
  if (loaded.area !== area) {
    record.fail('contract');
    throw new RemoteUnavailableError(area, `its ./App says it is the "${loaded.area}" area`);
  }
  record.reach('factory' satisfies LoadPhase);
  return loaded;
}

/** Starts loading an area ahead of a visit (sidebar hover). A failed preload is forgotten so a visit retries. */
export function preloadArea(area: AreaName): Promise<RemoteModule> | undefined {
  if (!areaSource(area)) return undefined;
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
  config = { remotes: {} };
  options = {};
  sources.clear();
  preloads.clear();
  cacheBusts.clear();
}
