import { UiProvider } from '@diva/ui';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@diva/router';
import { describe, expect, it, vi } from 'vitest';
import { RouterErrorPage } from '../src/features/errors/router-error-page.tsx';

function renderFailing(error: unknown) {
  const Boom = () => {
    throw error;
  };
  const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouterErrorPage /> }]);
  render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
}

describe('router error page', () => {
  it('titles an unexpected error and shows its message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(new Error('kaboom'));
    expect(screen.getByText('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getByTestId('router-error-detail').textContent).toBe('kaboom');
  });
  it('shows the status of a route error response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response('gone', { status: 410, statusText: 'Gone' });
        },
        element: <p>never</p>,
        errorElement: <RouterErrorPage />,
      },
    ]);
    render(
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>,
    );
    expect((await screen.findByTestId('router-error-detail')).textContent).toBe('410 Gone');
    expect(screen.getByText('Unexpected Application Error!')).toBeTruthy();
  });
});
