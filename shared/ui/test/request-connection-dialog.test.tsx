import { renderWithProviders } from '@diva/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RequestConnectionDialog } from '../src/overlays.tsx';

const open = (props: Partial<Parameters<typeof RequestConnectionDialog>[0]> = {}) => {
  const onClose = vi.fn();
  const onSend = props.onSend ?? vi.fn(() => Promise.resolve('sent' as const));
  renderWithProviders(<RequestConnectionDialog name="Bea" onClose={onClose} onSend={onSend} {...props} />);
  return { onClose, onSend, message: screen.getByRole('textbox', { name: 'Message (optional)' }) };
};

describe('the one Request Connection dialog', () => {
  it('counts the optional message to 500, sends it once however often she presses, and says it was sent', async () => {
    let answer!: (outcome: 'sent') => void;
    const onSend = vi.fn(() => new Promise<'sent'>((resolve) => (answer = resolve)));
    const { onClose, message } = open({ onSend });
    expect(screen.getByRole('dialog', { name: 'Request Connection' }).textContent).toContain('Send Bea a connection request.');
    expect(message.getAttribute('maxlength')).toBe('500');
    fireEvent.change(message, { target: { value: 'x'.repeat(480) } });
    expect(screen.getByTestId('character-counter').textContent).toBe('480 / 500');
    fireEvent.change(message, { target: { value: 'Loved your talk' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    fireEvent.submit(message.closest('form')!);
    answer('sent');
    expect(await screen.findByText('Connection Request Sent!')).toBeTruthy();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Loved your talk');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("says each refusal in the catalogue's words, or the area's own, and keeps the message when sending failed", async () => {
    const outcomes = ['blocked', 'already-sent'] as const;
    let call = 0;
    const onSend = vi.fn(() => (call < 2 ? Promise.resolve(outcomes[call++]!) : Promise.reject(new Error('boom'))));
    const { onClose, message } = open({ onSend, toasts: { failed: { title: 'Error', message: 'Failed to save connection' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('You cannot connect with this member')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Request Already Sent')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(2);
    await userEvent.type(message, 'Keep me');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Failed to save connection')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(message).toHaveProperty('value', 'Keep me');
  });

  it('says the refusal instead of sending when the request cannot be made', async () => {
    const { onSend, onClose } = open({ refusal: { title: 'Invalid Action', message: 'You cannot connect to yourself' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('You cannot connect to yourself')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
