import { UiProvider } from '@diva/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary, describeError } from '../src/features/errors/app-error-boundary.tsx';

function Boom({ error }: { error: unknown }): never {
  throw error;
}

describe('router error page', () => {
  it('titles an unexpected error and shows its message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <UiProvider>
        <AppErrorBoundary resetKey="/">
          <Boom error={new Error('kaboom')} />
        </AppErrorBoundary>
      </UiProvider>,
    );
    expect(screen.getByText('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getByTestId('router-error-detail').textContent).toBe('kaboom');
  });

  it('clears when the path changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tree = (key: string, child: React.ReactNode) => (
      <UiProvider>
        <AppErrorBoundary resetKey={key}>{child}</AppErrorBoundary>
      </UiProvider>
    );
    const { rerender } = render(tree('/a', <Boom error={new Error('x')} />));
    expect(screen.getByText('Unexpected Application Error!')).toBeTruthy();
    rerender(tree('/b', <p>fine again</p>));
    expect(screen.getByText('fine again')).toBeTruthy();
  });

  it('shows the status of HTTP-like errors', () => {
    expect(describeError({ status: 404, statusText: 'Not Found' })).toBe('404 Not Found');
    expect(describeError({ status: 500 })).toBe('500');
    expect(describeError('plain')).toBe('plain');
  });
});
