import { renderWithProviders } from '@diva/test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ColourSchemeSection } from '../../src/features/account/components/colour-scheme-section.tsx';
import { COLOUR_SCHEME_TEXTS } from '../../src/texts.ts';

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

afterEach(() => localStorage.clear());

describe('the account page’s appearance switch', () => {
  it('follows the system until the member chooses; her choice applies at once and is kept in this browser', async () => {
    renderWithProviders(<ColourSchemeSection />);
    const group = await screen.findByRole('radiogroup', { name: COLOUR_SCHEME_TEXTS.title });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: COLOUR_SCHEME_TEXTS.system }) as HTMLInputElement).checked).toBe(true);
    expect(scheme()).toBe('light'); // the test browser's system setting

    await userEvent.click(screen.getByText(COLOUR_SCHEME_TEXTS.dark));
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('dark');

    await userEvent.click(screen.getByText(COLOUR_SCHEME_TEXTS.system));
    await waitFor(() => expect(scheme()).toBe('light'));
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('auto');
  });
});
