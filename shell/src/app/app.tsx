import { UiProvider } from '@diva/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from '@diva/router';
import { createRoutes } from './routes.tsx';

/** The one React tree: router, Mantine, toasts and react-query are owned here and shared with every remote. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const router = createBrowserRouter(createRoutes());
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>
  );
}
