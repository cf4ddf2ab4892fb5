/**
 * The admin login's code step: an admin who uses two-factor sign-in has no admin session after her
 * password alone (the database requires aal2), so the login asks for her code; a wrong code in words, the right
 * one opens the dashboard. Auth calls are spies on the fake client; the real round trip is e2e mfa-sign-in.
 */
import { clearToasts } from '@diva/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RemoteApp from '../../src/remote-app.tsx';
import { currentFake, resetFake } from '@diva/test-utils/fake-supabase';
import { renderRemote } from '@diva/test-utils';
import { ADMIN_ID, signInAsAdmin } from '../support/admin-session.ts';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const verified = { id: 'f1', status: 'verified', factor_type: 'totp' };
const signInWithPassword = vi.fn();
const signOut = vi.fn(async () => ({ error: null }));
const mfa = {
  getAuthenticatorAssuranceLevel: vi.fn(async () => ({ data: { currentLevel: 'aal1', nextLevel: 'aal2' }, error: null })),
  listFactors: vi.fn(async () => ({ data: { all: [verified], totp: [verified], phone: [] }, error: null })),
  challengeAndVerify: vi.fn(),
};

beforeEach(() => {
  resetFake({ auth: { signInWithPassword, signOut, mfa } });
  signInWithPassword.mockReset();
  mfa.challengeAndVerify.mockReset();
  signOut.mockClear();
  signInAsAdmin(null);
});
afterEach(async () => {
  await clearToasts();
});

describe('the admin login with two-factor sign-in', () => {
  it('asks for the code after the password, says a wrong one in words, and opens the dashboard with the right one', async () => {
    let aal2 = false;
    signInWithPassword.mockImplementation(async () => {
      signInAsAdmin(ADMIN_ID);
      return { data: {}, error: null };
    });
    const end = new Date(Date.now() + 86_400_000).toISOString();
    currentFake().respond = (call) => (call.table === 'admin_session_expires_at' ? { data: aal2 ? end : null } : { data: [] });

    renderRemote(<RemoteApp basePath="/admin" />, { route: '/admin/login', path: '/admin/*' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Username/ }), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const code = await screen.findByRole('textbox', { name: /Authenticator code/ });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(signOut).not.toHaveBeenCalled();

    mfa.challengeAndVerify.mockResolvedValueOnce({ data: null, error: { status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' } });
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect((await screen.findByTestId('login-failure')).textContent).toBe('That code is not right. Check your app and try again.');

    mfa.challengeAndVerify.mockImplementationOnce(async () => {
      aal2 = true;
      return { data: {}, error: null };
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Authenticator code/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy());
    expect(mfa.challengeAndVerify).toHaveBeenLastCalledWith({ factorId: 'f1', code: '123456' });
  });
});
