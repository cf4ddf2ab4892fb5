// Imported by the entry before the async boundary, like early-config.ts: no shared package may be imported here
// (`@diva/contracts/areas` is a plain module, bundled into the entry, not the shared `@diva/contracts`).
//
// A member returning to an area's page would otherwise wait for the shell's ~20 chunks to download and run
// before the area's manifest is even requested, then for its remote entry and exposed module one after the
// other (measured: the manifest requested ~800 ms after navigation). Here, as soon as /config.json names the
// area's remote, its manifest is fetched and the browser is asked to preload the remote entry and the exposed
// module, so they download while the shell's own chunks do. The federation runtime later takes the manifest
// response from `takeEarlyManifest` (a runtime `fetch` hook) and finds the scripts already loaded.
import { areaForPath } from '@diva/contracts/areas';
import { type SourceConfig, chooseAreaSource, cohortSubject, effectiveOverrides } from '../remotes/area-sources.ts';

// supabase-js keeps a session under `sb-<project>-auth-token`; its presence is only a hint (the auth gate decides).
const STORED_SESSION = /^sb-.+-auth-token$/;

/** Whether a Supabase session is stored: only then is an area's page going to render its remote. */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'>): boolean {
  for (let index = 0; index < storage.length; index += 1) if (STORED_SESSION.test(storage.key(index) ?? '')) return true;
  return false;
}

/** The part of a remote's mf-manifest.json read here. */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

const manifests = new Map<string, Promise<Response>>();

/** Where the manifest's files live: `auto` means beside the manifest. */
function assetBase(manifest: RemoteManifest, manifestUrl: string): string {
  const publicPath = manifest.metaData?.publicPath;
  return publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
}

/** The remote entry and the `./App` module's own scripts, as absolute URLs. */
export function scriptsToPreload(manifest: RemoteManifest, manifestUrl: string): string[] {
  const base = assetBase(manifest, manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const urls: string[] = [];
  if (entry?.name) urls.push(new URL([entry.path, entry.name].filter(Boolean).join('/'), base).href);
  const app = manifest.exposes?.find((expose) => expose.path === './App');
  for (const file of app?.assets?.js?.sync ?? []) urls.push(new URL(file, base).href);
  return urls;
}

function preloadScript(url: string): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', url);
  document.head.appendChild(link);
}

/** What the entry reads besides the config to choose the area's manifest as the registry will (area-sources.ts). */
export interface PreloadContext {
  /** The address's query (`?override=`). */
  search: string;
  /** This tab's session storage (the overrides kept). */
  session: Pick<Storage, 'getItem'>;
  /** For a signed-out visitor's cohort cookie. */
  doc: Pick<Document, 'cookie'>;
}

/**
 * Once the config names the remote of the page's area, and only for a member with a stored session, fetches the
 * manifest this tab will load (an override, her canary or the environment's release) and preloads its entry and
 * exposed module. Resolves once those are asked for (or nothing is to be, or a step failed), so that the entry can
 * start the shell's own chunks after them: once those chunks arrive their scripts run first, and the config's and
 * the manifest's answers wait behind them (measured: the manifest requested ~400 ms after /config.json answered,
 * when the last shell chunk had run, and the remote's scripts after that). Never throws: a failure here only
 * loses the head start.
 */
export function startAreaPreload(
  config: Promise<Response>,
  pathname: string,
  storage: Pick<Storage, 'length' | 'key' | 'getItem'>,
  context: PreloadContext = { search: '', session: { getItem: () => null }, doc: { cookie: '' } },
): Promise<void> {
  const area = areaForPath(pathname);
  if (!area || !hasStoredSession(storage)) return Promise.resolve();
  let requested: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    requested = resolve;
  });
  config
    .then((response) => response.clone().json() as Promise<SourceConfig>)
    .then((runtimeConfig) => {
      const { overrides } = effectiveOverrides(context.search, context.session, runtimeConfig);
      const subject = runtimeConfig.canary?.[area.name] ? cohortSubject(storage, context.doc) : '';
      const manifestUrl = chooseAreaSource(area.name, runtimeConfig, subject, overrides)?.manifest;
      if (!manifestUrl) return;
      const response = fetch(manifestUrl, {});
      manifests.set(manifestUrl, response);
      return response
        .then((answer) => (answer.ok ? (answer.clone().json() as Promise<RemoteManifest>) : undefined))
        .then((manifest) => manifest && scriptsToPreload(manifest, manifestUrl).forEach(preloadScript));
    })
    .catch(() => undefined)
    .finally(requested);
  return started;
}

/**
 * The early manifest response for `url`, once (a Retry fetches anew); falls back to a fresh fetch when the early
 * one failed. Undefined when none was started.
 */
export function takeEarlyManifest(url: string, init?: RequestInit): Promise<Response> | undefined {
  const early = manifests.get(url);
  if (!early) return undefined;
  manifests.delete(url);
  return early.catch(() => fetch(url, init));
}
