import '@diva/ui/styles.css';
import { fetchRuntimeConfig, holdServicesUntil, initSupabase, startSessionSync } from '@diva/core';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { CONFIG_URL, takeEarlyConfig } from './app/early-config.ts';
import { ConfigErrorScreen } from './app/config-error-screen.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRemoteLoadReporter } from './features/load-telemetry/api/report-remote-load.ts';
import { firstContent } from './lib/first-content.ts';
import { earlyManifestPlugin } from './remotes/early-manifest-plugin.ts';
import { registerPlugins } from './remotes/federation-runtime.ts';
import { HOST_PROVIDED_UI } from './remotes/host-provided-ui.ts';
import { preloadVisitedArea } from './remotes/preload-visited-area.ts';
import { prefetchFirstRoute } from './prefetch/prefetch-first-route.ts';
import { setLoadReporter } from './remotes/load-record.ts';
import { applyOverrides } from './remotes/overrides.ts';
import { registerAreaRemotes } from './remotes/registry.ts';
import { releasePlugin } from './remotes/release-plugin.ts';

async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    // The registry is read at every boot, so a remote redeployed to a new URL is picked up on reload.
    const config = await fetchRuntimeConfig(CONFIG_URL, takeEarlyConfig);
    const client = initSupabase({ url: config.supabaseUrl, anonKey: config.supabaseAnonKey });
    // Realtime, Storage and Functions load once the visited area shows its content.
    holdServicesUntil(firstContent());
    startSessionSync(client);
    // The visited page's first data starts now, beside the area's code, into the cache the remote reads.
    const queryClient = createQueryClient();
    void prefetchFirstRoute(window.location.pathname, queryClient, client).catch(() => undefined);
    registerPlugins([earlyManifestPlugin(), releasePlugin()]);
    // Each load is reported after the page's first content, off the critical path (release health, canaries).
    setLoadReporter(createRemoteLoadReporter(config.environment ?? 'local', firstContent));
    // This tab's overrides (checked against the environment's allow-list), then a canary or the release.
    const overrides = applyOverrides(config, window.location, window.sessionStorage, window.history);
    registerAreaRemotes(config, { overrides: overrides.active });
    preloadVisitedArea(window.location.pathname);
    console.info(`UI kit entries provided to remotes: ${Object.keys(HOST_PROVIDED_UI).join(', ')}`);
    // A time-sliced first render: the visited area's remote (preloaded above) keeps loading while the shell
    // renders, instead of waiting behind one long task (measured: its remote entry was requested ~200 ms late).
    startTransition(() => root.render(<App queryClient={queryClient} overrides={overrides} />));
  } catch (error) {
    console.error(error);
    root.render(<ConfigErrorScreen message={error instanceof Error ? error.message : String(error)} />);
  }
}

void boot();
