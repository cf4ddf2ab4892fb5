import { BrowserRouter } from '@diva/router';
import { UiProvider } from '@diva/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from './routes.tsx';

/** The one React tree: router, Mantine, toasts and react-query are owned here and shared with every remote. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </UiProvider>
    </QueryClientProvider>
  );
}
