import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider, clearToasts, showToast } from '../src/index.ts';

describe('toasts', () => {
  it('shows at most 3 at once, bottom-right, 356 px wide, even for a burst before the container exists', async () => {
    render(
      <UiProvider>
        <p>page</p>
      </UiProvider>,
    );
    await act(async () => {
      for (const index of [1, 2, 3, 4]) showToast({ title: `Toast ${index}`, tone: index === 1 ? 'success' : 'error' });
    });
    await waitFor(() => expect(screen.getByText('Toast 1')).toBeTruthy());
    expect(screen.getByText('Toast 3')).toBeTruthy();
    expect(screen.queryByText('Toast 4')).toBeNull();
    const root = document.querySelector('.mantine-Notifications-root[data-position="bottom-right"]') as HTMLElement;
    expect(root).not.toBeNull();
    expect(root.style.getPropertyValue('--notifications-container-width')).toContain('22.25rem');
    await act(async () => clearToasts());
  });
});
