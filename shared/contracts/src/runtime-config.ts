import type { AreaName } from './areas.ts';

/** A release served to a stable share of members in place of the environment's pointer (`release promote --canary`). */
export interface CanaryRelease {
  /** The canary's release id (`<version>-<hash>`). */
  release: string;
  /** URL of the canary release's `mf-manifest.json`. */
  manifest: string;
  /** Share of members (0–100) who get it, chosen by a hash of the member's id (or a first-party cookie). */
  percent: number;
}

/** Per-browser overrides (`?override=<area>=<manifest URL>`): off unless enabled, and only for these origins. */
export interface OverridePolicy {
  enabled: boolean;
  /** Origins (`scheme://host:port`) a manifest may be overridden to. */
  origins: string[];
}

/** `/config.json`, fetched by the shell at boot (validated with zod in the shell). */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** remote name -> URL of its `mf-manifest.json` */
  remotes: Partial<Record<AreaName, string>>;
  /** The environment this config serves (`production`, a preview); load telemetry names it. */
  environment?: string;
  /** remote name -> the release id `remotes` points at (absent when an app's plain `dist/` is served). */
  releases?: Partial<Record<AreaName, string>>;
  /** remote name -> a canary release for a share of members. */
  canary?: Partial<Record<AreaName, CanaryRelease>>;
  overrides?: OverridePolicy;
}
