import { renderWithProviders } from '@diva/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from '@diva/router';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../src/remotes/federation-runtime.ts', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn(() => new Promise(() => undefined)) }));

const { SidebarNav } = await import('../src/features/app-shell/components/sidebar-nav.tsx');

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const renderNav = (route: string) =>
  renderWithProviders(
    <>
      <SidebarNav collapsed={false} />
      <Where />
    </>,
    { route },
  );

describe('the sidebar Who entry', () => {
  it('opens /app/who when clicked, while its chevron only folds and unfolds the children', () => {
    renderNav('/app/timeline');
    const who = screen.getByRole('link', { name: 'Who' });
    fireEvent.click(screen.getByRole('button', { name: 'Expand Who' }));
    expect(screen.getByTestId('where').textContent).toBe('/app/timeline');
    expect(screen.getByRole('button', { name: 'Collapse Who' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(who);
    expect(screen.getByTestId('where').textContent).toBe('/app/who');
  });

  it('does not move this tab on a modified click (meant for a new tab)', () => {
    renderNav('/app/timeline');
    fireEvent.click(screen.getByRole('link', { name: 'Who' }), { ctrlKey: true });
    expect(screen.getByTestId('where').textContent).toBe('/app/timeline');
  });
});
