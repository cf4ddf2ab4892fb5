import '@diva/ui/styles.css';
import type { AreaName, RemoteAppProps } from '@diva/contracts';
import { initSupabase, parseRuntimeConfig, startSessionSync } from '@diva/core';
import { UiProvider } from '@diva/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@diva/router';
import { HarnessRoutes } from './harness-app.tsx';
import { LOCAL_BACKEND } from './local-defaults.ts';

async function backendSettings(): Promise<{ url: string; anonKey: string }> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (response.ok) {
      const config = parseRuntimeConfig(await response.json());
      return { url: config.supabaseUrl, anonKey: config.supabaseAnonKey };
    }
  } catch {
    // No config served next to the remote: use the local backend.
  }
  return { url: LOCAL_BACKEND.supabaseUrl, anonKey: LOCAL_BACKEND.supabaseAnonKey };
}

/** Runs one remote alone with the shell's providers and a sign-in against the local backend. */
export async function mountStandalone(area: AreaName, App: ComponentType<RemoteAppProps>): Promise<void> {
  const client = initSupabase(await backendSettings());
  startSessionSync(client);
  const queryClient = new QueryClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <BrowserRouter>
          <HarnessRoutes area={area} App={App} />
        </BrowserRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}
