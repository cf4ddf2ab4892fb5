/**
 * One row of `public.remote_health`: how one release of one area loaded for one cohort of members. Read by the
 * release tool (`release status`, the canary watcher) and by the admin's Releases tab.
 */
export interface RemoteHealthRow {
  environment: string;
  area: string;
  release: string;
  cohort: 'stable' | 'canary' | 'override';
  loads: number;
  errors: number;
  error_rate: number;
  p50_ms: number | null;
  p95_ms: number | null;
  retries: number;
  overrides: number;
  last_load_at: string;
}
