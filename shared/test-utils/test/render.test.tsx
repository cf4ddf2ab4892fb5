import { Button } from '@diva/ui';
import { useLocation } from '@diva/router';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../src/index.ts';
import FakeRemote from './fixtures/fake-remote.tsx';

function Path() {
  return <p>{useLocation().pathname}</p>;
}

describe('renderWithProviders', () => {
  it('renders inside a router at the given URL, with the UI kit available', () => {
    renderWithProviders(
      <>
        <Path />
        <Button>Go</Button>
      </>,
      { route: '/app/events/42' },
    );
    expect(screen.getByText('/app/events/42')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
  });

  it('mounts an element under a route pattern as the shell does', () => {
    renderWithProviders(<FakeRemote basePath="/app/my-events" />, { route: '/app/my-events/x', path: '/app/my-events/*' });
    expect(screen.getByRole('heading', { name: '/app/my-events' })).toBeTruthy();
    expect(screen.getByText('at /app/my-events/x')).toBeTruthy();
  });
});
