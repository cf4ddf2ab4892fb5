import { renderWithProviders } from '@diva/test-utils';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../src/overlays.tsx';

/** A page with a delete button that asks first; `action` is what confirming runs. */
function DeletePage({ action, destructive = true }: { action: () => Promise<unknown> | void; destructive?: boolean }) {
  const [opened, setOpened] = useState(false);
  const [loading, setLoading] = useState(false);
  const confirm = async () => {
    setLoading(true);
    try {
      await action();
      setOpened(false);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Delete session
      </button>
      <ConfirmDialog
        opened={opened}
        onClose={() => setOpened(false)}
        onConfirm={confirm}
        loading={loading}
        destructive={destructive}
        title="Delete this session?"
        message="The practice session and its chat are deleted for good."
        confirmLabel="Delete"
      />
    </>
  );
}

const dialog = () => screen.queryByRole('dialog');

describe('ConfirmDialog', () => {
  it('asks with a title and message, and runs the action once on confirm', async () => {
    const user = userEvent.setup();
    const action = vi.fn();
    renderWithProviders(<DeletePage action={action} />);
    await user.click(screen.getByRole('button', { name: 'Delete session' }));
    const open = await screen.findByRole('dialog', { name: 'Delete this session?' });
    expect(open.textContent).toContain('The practice session and its chat are deleted for good.');
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm.getAttribute('data-variant-name')).toBe('destructive');
    await user.click(confirm);
    expect(action).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('ignores a second confirm while the first is running, and disables confirm meanwhile', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<DeletePage action={action} />);
    await user.click(screen.getByRole('button', { name: 'Delete session' }));
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    // Two clicks in one tick: the second comes before React re-renders with `loading`.
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    await waitFor(() => expect((screen.getByRole('button', { name: /Delete$/ }) as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: /Delete$/ }));
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('closes on Escape and on Cancel without acting, and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const action = vi.fn();
    renderWithProviders(<DeletePage action={action} destructive={false} />);
    const opener = screen.getByRole('button', { name: 'Delete session' });

    await user.click(opener);
    await screen.findByRole('dialog');
    // Focus starts inside, on the harmless choice.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
    expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('data-variant-name')).toBe('default');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(action).not.toHaveBeenCalled();
  });
});
