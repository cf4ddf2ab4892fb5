import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { UiProvider } from '@diva/ui';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from '@diva/router';

export interface ProviderOptions {
  /** Initial URL of the memory router. */
  route?: string;
  /** Route pattern the element is mounted under, e.g. '/app/timeline/*' (default: everything). */
  path?: string;
  queryClient?: QueryClient;
  /** 'test' turns Mantine's transitions off, so menus and dialogs open at once on a busy machine. */
  mantineEnv?: 'default' | 'test';
}

/** A query client for tests: no retries, so failures show at once. */
export const createTestQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

export function TestProviders({ children, route = '/', path = '*', queryClient, mantineEnv }: ProviderOptions & { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient ?? createTestQueryClient()}>
      <UiProvider env={mantineEnv}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={children} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>
  );
}

/** Renders inside the same providers the shell gives a remote (router, Mantine, toasts, react-query). */
export function renderWithProviders(
  ui: ReactElement,
  { route, path, queryClient, mantineEnv, ...options }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
): RenderResult {
  return render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <TestProviders route={route} path={path} queryClient={queryClient} mantineEnv={mantineEnv}>
        {children}
      </TestProviders>
    ),
  });
}

/**
 * A remote's page in the shell's providers with Mantine's test environment: no transitions, so menus and modals
 * open at once instead of after animation frames that a busy test machine may delay or reorder.
 */
export function renderRemote(ui: ReactElement, options: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {}): RenderResult {
  return renderWithProviders(ui, { mantineEnv: 'test', ...options });
}
