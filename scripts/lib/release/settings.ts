import { REMOTE_CONTRACT_VERSION } from '@diva/contracts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Where releases live and the rules that keep them; every value can be moved by an environment variable. */
export interface ReleaseSettings {
  /** The releases root: `<area>/<id>/` folders and `registry/`. */
  root: string;
  /** Releases per area that prune always keeps, newest first. */
  keep: number;
  /** Prune keeps any release an environment pointed at within this many hours (open tabs still load from it). */
  retainHours: number;
  /** Where the releases root is served; config.json names `<baseUrl>/<area>/<id>/mf-manifest.json`. */
  baseUrl: string;
  /** The shell's own manifest: its shared singletons are what a release must satisfy. */
  shellManifest: string;
  /** Remote-module contract versions the shell accepts. */
  acceptedContracts: readonly number[];
}

export function releaseSettings(env: NodeJS.ProcessEnv = process.env): ReleaseSettings {
  return {
    root: path.resolve(env.DIVA_RELEASES_DIR ?? path.join(REPO_ROOT, '.releases')),
    keep: Number(env.DIVA_RELEASES_KEEP ?? 5),
    retainHours: Number(env.DIVA_RELEASES_RETAIN_HOURS ?? 24),
    baseUrl: (env.DIVA_RELEASES_URL ?? 'http://localhost:3100').replace(/\/+$/, ''),
    shellManifest: env.DIVA_SHELL_MANIFEST ?? path.join(REPO_ROOT, 'shell', 'dist', 'mf-manifest.json'),
    acceptedContracts: [REMOTE_CONTRACT_VERSION],
  };
}

export { REPO_ROOT };
