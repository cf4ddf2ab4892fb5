import { renderWithProviders } from '@diva/test-utils';
import { useLocation, useNavigate } from '@diva/router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UrlTabs, type UrlTabsProps } from '../src/data.tsx';

const TABS = [
  { value: 'superpowers', label: 'Superpowers', panel: <p>Superpowers panel</p> },
  { value: 'passions', label: 'Passions', panel: <p>Passions panel</p> },
  { value: 'fuel', label: 'Fuel', panel: <p>Fuel panel</p> },
];

/** The tabs plus what a browser would offer: the address and the Back and Forward buttons. */
function Page(props: Omit<UrlTabsProps, 'tabs'>) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="url">{`${location.pathname}${location.search}${location.hash}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Forward
      </button>
      <UrlTabs tabs={TABS} aria-label="Discovery" {...props} />
    </>
  );
}

const selected = () => screen.getByRole('tab', { selected: true }).textContent;
const url = () => screen.getByTestId('url').textContent;

describe('UrlTabs', () => {
  it('opens the tab the hash names, writes each switch to the hash, and Back and Forward move between tabs', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page mode="hash" />, { route: '/app/who/discovery#passions' });
    expect(selected()).toBe('Passions');
    expect(screen.getByText('Passions panel')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Fuel' }));
    expect(url()).toBe('/app/who/discovery#fuel');
    expect(selected()).toBe('Fuel');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(selected()).toBe('Passions'));
    expect(url()).toBe('/app/who/discovery#passions');
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    await waitFor(() => expect(selected()).toBe('Fuel'));
  });

  it('keeps the tab in a search parameter beside the others, and falls back to the first tab for an unknown one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page param="view" />, { route: '/admin/dashboard?view=nope&page=2' });
    expect(selected()).toBe('Superpowers');
    await user.click(screen.getByRole('tab', { name: 'Passions' }));
    expect(url()).toBe('/admin/dashboard?view=passions&page=2');
    expect(screen.queryByText('Superpowers panel')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(selected()).toBe('Superpowers'));
  });

  it('moves between tabs with the arrow keys (one tab stop)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page defaultValue="passions" />, { route: '/x' });
    expect(selected()).toBe('Passions');
    expect(screen.getByRole('tablist', { name: 'Discovery' })).toBeTruthy();
    screen.getByRole('tab', { name: 'Passions' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Fuel');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(url()).toBe('/x?tab=fuel'));
  });
});
