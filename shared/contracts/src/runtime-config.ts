import type { AreaName } from './areas.ts';

/** `/config.json`, fetched by the shell at boot (validated with zod in the shell). */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** remote name -> URL of its `mf-manifest.json` */
  remotes: Partial<Record<AreaName, string>>;
}
