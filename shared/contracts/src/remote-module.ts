import type { ComponentType } from 'react';
import type { AreaName } from './areas.ts';

/** Props the shell passes to every remote's `./App`. */
export interface RemoteAppProps {
  /** The absolute prefix the remote is mounted under, e.g. '/app/events' or '/app/my-events'. */
  basePath: string;
}

/** The shape of the module every remote exposes as `./App`. */
export interface RemoteModule {
  default: ComponentType<RemoteAppProps>;
  /** Which area this remote implements; the shell checks it matches the registry entry. */
  area: AreaName;
  /** Set when the remote was built with DIVA_BUILD_LABEL (added by the shared build config). */
  buildLabel?: string;
}

/** The one module every remote exposes. */
export const REMOTE_EXPOSED_MODULE = './App';

/**
 * The version of the shape above. Each release records the version it was built against, and promotion refuses
 * a release whose version the shell does not accept; raise it when a change to the shape breaks either side.
 */
export const REMOTE_CONTRACT_VERSION = 1;

/**
 * What a production remote's entry needs the shell's entry to provide. 1: the federation runtime's core (remotes
 * are built with `externalRuntime`). 2: also the runtime's SDK and error codes, on globals the shell's entry fills
 * (the remotes' entries no longer bundle them). A shell provides every version up to its own; a remote needs the
 * one it was built with. Each build writes its side to `SHELL_RUNTIME_FILE`, each release records what it needs,
 * and promotion refuses a release needing more than the environment's shell provides. Raise it when a production
 * remote starts reading something new from the shell.
 */
export const SHELL_RUNTIME_VERSION = 2;

/** The file beside every production build's mf-manifest.json saying which shell runtime it needs (a remote) or provides (the shell). */
export const SHELL_RUNTIME_FILE = 'shell-runtime.json';

export function isRemoteModule(value: unknown): value is RemoteModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RemoteModule>;
  return typeof candidate.default === 'function' && typeof candidate.area === 'string';
}
