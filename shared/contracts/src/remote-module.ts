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

export function isRemoteModule(value: unknown): value is RemoteModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RemoteModule>;
  return typeof candidate.default === 'function' && typeof candidate.area === 'string';
}
