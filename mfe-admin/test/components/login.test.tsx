import { clearToasts } from '@diva/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RemoteApp from '../../src/remote-app.tsx';
import { currentFake, resetFake } from '@diva/test-utils/fake-supabase';
import { renderRemote } from '@diva/test-utils';
import { signInAsAdmin } from '../support/admin-session.ts';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const signInWithPassword = vi.fn();
const signOut = vi.fn(async () => ({ error: null }));

async function submit(username = 'someone@example.com', password = 'secret') {
  renderRemote(<RemoteApp basePath="/admin" />, { route: '/admin/login', path: '/admin/*' });
  await userEvent.type(await screen.findByRole('textbox', { name: /Username/ }), username);
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  resetFake({ auth: { signInWithPassword, signOut } });
  signInWithPassword.mockReset();
  signOut.mockClear();
  signInAsAdmin(null);
});
afterEach(async () => {
  await clearToasts();
});

describe('the admin login', () => {
  it('says Login Failed: Invalid credentials for a wrong password', async () => {
    signInWithPassword.mockResolvedValue({ data: {}, error: { message: 'Invalid login credentials', status: 400 } });
    await submit();
    expect((await screen.findByTestId('login-failure')).textContent).toContain('Login Failed: Invalid credentials');
    expect(signInWithPassword).toHaveBeenCalledWith({ email: 'someone@example.com', password: 'secret' });
  });

  it('signs a member who is not an admin out of the attempt, with the same words', async () => {
    signInWithPassword.mockResolvedValue({ data: {}, error: null });
    currentFake().respond = (call) => (call.table === 'admin_session_expires_at' ? { data: null } : { data: null });
    await submit();
    expect((await screen.findByTestId('login-failure')).textContent).toContain('Login Failed: Invalid credentials');
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it('says Login Error when the sign-in fails unexpectedly', async () => {
    signInWithPassword.mockResolvedValue({ data: {}, error: { message: 'Failed to fetch', status: 0 } });
    await submit();
    expect((await screen.findByTestId('login-failure')).textContent).toContain('Login Error');
  });

  it('goes on to the dashboard for an admin', async () => {
    signInWithPassword.mockImplementation(async () => {
      signInAsAdmin('11111111-1111-4111-8111-111111111111');
      return { data: {}, error: null };
    });
    const end = new Date(Date.now() + 86_400_000).toISOString();
    currentFake().respond = (call) => (call.table === 'admin_session_expires_at' ? { data: end } : { data: [] });
    await submit('admin@example.com');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy());
  });
});
