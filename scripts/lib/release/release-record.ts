import type { AreaName } from '@diva/contracts';
import type { DataContract } from './data-contract.ts';

/** `release.json`: what a release is, written once beside its files. */
export interface ReleaseRecord {
  area: AreaName;
  /** `<version>-<contenthash>`: the folder's name and what pointers hold. */
  id: string;
  version: string;
  contentHash: string;
  commit: string;
  /** The build held uncommitted changes of the remote or shared/: the commit does not describe it fully. */
  dirty: boolean;
  /** ISO time the release was stored. */
  time: string;
  /** The shared packages and versions it was built against (from its manifest). */
  shared: SharedPackage[];
  /** Its exposed modules (`./App`). */
  exposes: string[];
  /** The `@diva/contracts` remote-module contract version it implements. */
  contractVersion: number;
  /** The shell runtime its build needs (`SHELL_RUNTIME_VERSION` of @diva/contracts, from the build's
   * `shell-runtime.json`; absent in releases stored before it was recorded, which need 1). */
  shellRuntime?: number;
  /** The tables, columns and functions its api/ files use (absent in releases stored before it was recorded). */
  dataContract?: DataContract;
}

export interface SharedPackage {
  name: string;
  version: string;
  requiredVersion?: string;
}

/** `integrity.json`: relative path -> SRI sha384 of every file of the release except the two records. */
export type IntegrityTable = Record<string, string>;

/** The part of `mf-manifest.json` a release reads and rewrites. */
export interface FederationManifest {
  /** The container's name (`mfe_feed`). */
  name?: string;
  metaData?: { buildInfo?: { buildVersion?: string } };
  shared?: { name: string; version?: string; requiredVersion?: string | false }[];
  exposes?: { name: string; path?: string }[];
}

export const RECORD_FILE = 'release.json';
export const INTEGRITY_FILE = 'integrity.json';
export const MANIFEST_FILE = 'mf-manifest.json';

const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const ID = /^(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)-([0-9a-f]{10})$/;

export const isVersion = (text: string): boolean => VERSION.test(text);

/** Splits `<version>-<contenthash>`; null when the text is not a release id. */
export function parseReleaseId(text: string): { version: string; contentHash: string } | null {
  const match = ID.exec(text);
  return match ? { version: match[1]!, contentHash: match[2]! } : null;
}
