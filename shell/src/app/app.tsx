import { BrowserRouter } from '@diva/router';
import { UiProvider } from '@diva/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import type { OverrideState } from '../remotes/overrides.ts';
import { AppRoutes } from './routes.tsx';

// Only a tab with an override (or a refused one) downloads the banner.
const OverrideBanner = lazy(async () => ({
  default: (await import('../features/release-overrides/components/override-banner.tsx')).OverrideBanner,
}));

/** The one React tree: router, Mantine, toasts and react-query are owned here and shared with every remote. */
export function App({ queryClient, overrides }: { queryClient: QueryClient; overrides?: OverrideState }) {
  const showBanner = Boolean(overrides && (Object.keys(overrides.active).length > 0 || overrides.refused.length > 0));
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        {showBanner && overrides ? (
          <Suspense fallback={null}>
            <OverrideBanner state={overrides} />
          </Suspense>
        ) : null}
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </UiProvider>
    </QueryClientProvider>
  );
}
