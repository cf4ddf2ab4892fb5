import { clearToasts } from '@diva/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PostMenu from '../../src/features/connections/components/post-menu.tsx';
import { currentFake, type FakeResponse, resetFake } from '@diva/test-utils/fake-supabase';
import { OTHER_ID, VIEWER_ID, renderRemote, signInAs } from '@diva/test-utils';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

function backend(options: { insert?: FakeResponse } = {}) {
  currentFake().respond = () => options.insert ?? { data: null, status: 201 };
}

async function openMenu(userId = OTHER_ID) {
  renderRemote(<PostMenu userId={userId} name="Amara Okafor" />);
  await userEvent.click(screen.getByRole('button', { name: 'Post options for Amara Okafor' }));
}

async function openDialog() {
  await openMenu();
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Request Connection' }));
  return screen.findByRole('dialog', { name: 'Request Connection' });
}

beforeEach(() => {
  resetFake();
  signInAs(VIEWER_ID);
});
afterEach(async () => {
  await clearToasts();
});

describe('the post menu', () => {
  it('links View Profile to the author’s profile', async () => {
    await openMenu();
    const item = await screen.findByRole('menuitem', { name: 'View Profile' });
    expect(item.getAttribute('href')).toBe(`/app/profile/${OTHER_ID}`);
  });

  it("says 'Authentication Required' to a visitor who is not signed in", async () => {
    signInAs(null);
    await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Request Connection' }));
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
    expect(screen.getByText('Please sign in to request connections')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Invalid Action' when aimed at oneself", async () => {
    await openMenu(VIEWER_ID);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Request Connection' }));
    expect(await screen.findByText('Invalid Action')).toBeTruthy();
    expect(screen.getByText('You cannot connect to yourself')).toBeTruthy();
    expect(currentFake().calls).toHaveLength(0);
  });
});

describe('the Request Connection dialog', () => {
  it('counts the optional message up to 500 characters', async () => {
    const dialog = await openDialog();
    const message = screen.getByRole('textbox', { name: 'Message (optional)' });
    expect(dialog.textContent).toContain('0 / 500');
    expect(message.getAttribute('maxlength')).toBe('500');
    fireEvent.change(message, { target: { value: 'x'.repeat(480) } });
    expect(dialog.textContent).toContain('480 / 500');
  });

  it("sends a pending request with the message and says 'Connection Request Sent!'", async () => {
    backend();
    await openDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message (optional)' }), 'Loved your post!');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Connection Request Sent!')).toBeTruthy();
    expect(screen.getByText('Your connection request has been sent')).toBeTruthy();
    const [insert] = currentFake().calls;
    // Who asks is the database's to say (auth.uid()), not the client's.
    expect(insert).toMatchObject({ table: 'connection_requests', action: 'insert', payload: { requested_id: OTHER_ID, message: 'Loved your post!' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'Not available' when either member has blocked the other (the database refuses it)", async () => {
    backend({ insert: { error: { code: '42501', message: 'member_blocked: you cannot connect with this member' }, status: 403 } });
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('You cannot connect with this member')).toBeTruthy();
  });

  it("says 'Request Already Sent' when the database finds a request between the two, either way", async () => {
    backend({ insert: { error: { code: '23505', message: 'duplicate' }, status: 409 } });
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Request Already Sent')).toBeTruthy();
  });

  it("says 'Error' / 'Failed to send connection request. Please try again' and keeps the message", async () => {
    backend({ insert: { error: { code: 'XX000', message: 'boom' }, status: 500 } });
    await openDialog();
    const message = screen.getByRole('textbox', { name: 'Message (optional)' });
    await userEvent.type(message, 'Keep me');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Failed to send connection request. Please try again')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(message).toHaveProperty('value', 'Keep me');
  });
});
