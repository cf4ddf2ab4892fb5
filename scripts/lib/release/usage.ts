// The `release` command's usage text. The render check's lines are built from the same settings and routes the
// check uses, so the text cannot drift from what a promotion does.
import { AREA_NAMES } from '@diva/contracts';
import { DEFAULT_RENDER_TIMEOUT_MS, firstRoute } from './render-check.ts';

export function releaseUsage(): string {
  const routes = AREA_NAMES.map((area) => `${area} ${firstRoute(area)}`).join(', ');
  return `Usage:
  npm run release -- build <area> [--version 1.2.0] [--dist <folder>]   build (or take --dist) and store a release
  npm run release -- promote <area>@<version> --from <version|none> [--env production] [--why "..."] [--force]
  npm run release -- promote <area>@<version> --canary <1-99> --from <the canary it replaces|none> [--env] [--why] [--force]
  npm run release -- promote <area>[@<version>] --finish [--env] [--why]     give the canary to everyone
  npm run release -- rollback <area> [--env production] [--why "..."]   removes a running canary, else moves the pointer back
  npm run release -- overrides --env <env> --allow <origin> [--allow <origin>...] | --off   per-browser override policy
  npm run release -- config [--env production] [--out <file>] [--supabase-url <url> --anon-key <key>]
  npm run release -- status [--env <env>] [--hours 24]   per environment and area: release, canary, load health (loads, p50/p95,
                                                      error rate, retries, overrides) from the backend's telemetry
  npm run release -- watch [--env production] [--once]   the canary watcher: removes a canary whose error rate passed
  npm run release -- list <area>                      stored releases, oldest first
  npm run release -- history [<area>] [--env production]   the last 20 moves, with who, why and the checks
  npm run release -- prune [--dry-run]

Checks before a pointer moves (promote, and promote --canary; --finish checks integrity again, the canary having
passed every check when it was set): integrity (every file's sha384), the shared singletons against the shell's
manifest, the remote contract version, then the render check: a headless Chromium loads the environment's shell
(its config.json's backend, this area pointed at the candidate) and requires the area's first route to render with
no page error, no console error and no "<Area> is unavailable".
First routes: ${routes}.
Areas behind the member gate sign in first, as the first demo member of supabase/seed.sql unless set below.
  DIVA_RELEASE_RENDER_CHECK         on (default) | off: skip the render check (an environment with no backend);
                                    the move records it as a warning, never as a pass
  DIVA_RELEASE_RENDER_TIMEOUT_MS    how long the first route may take to render (default ${DEFAULT_RENDER_TIMEOUT_MS}, at least 1000)
  DIVA_RELEASE_RENDER_EMAIL, DIVA_RELEASE_RENDER_PASSWORD   who signs in for the check (both or neither)
  DIVA_SHELL_DIST                   the shell build the check serves (default shell/dist); CHROMIUM_PATH (/usr/bin/chromium)
--force moves the pointer past a failed shared-singleton, contract or render check, and the history records it as
forced. It still runs every check, and it never passes a failed integrity check, a stale --from (compare-and-swap)
or a move to the release already served. To skip the render check itself, set DIVA_RELEASE_RENDER_CHECK=off.

Settings: DIVA_RELEASES_DIR (default .releases), DIVA_RELEASES_KEEP (5), DIVA_RELEASES_RETAIN_HOURS (24),
DIVA_RELEASES_URL (where the releases root is served), DIVA_SHELL_MANIFEST, DIVA_RELEASE_WHO; health and the watcher read
DIVA_SUPABASE_URL and DIVA_SUPABASE_SERVICE_ROLE_KEY (default: the local backend of \`npm start\`), DIVA_CANARY_MAX_ERROR_RATE
(0.05), DIVA_CANARY_MIN_LOADS (20), DIVA_CANARY_WATCH_MS (10000).`;
}
