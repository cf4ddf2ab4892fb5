/**
 * The account page when Auth needs more than her session (over the fake client): with two-factor sign-in on and
 * a session that has not had her code, a change of e-mail or password asks for the authenticator code first;
 * deleting the account after an old sign-in offers the e-mailed code. The real round trips are
 * test/integration/account-second-factor.test.ts.
 */
import { clearToasts } from '@diva/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RemoteApp from '../../src/remote-app.tsx';
import { resetFake } from '@diva/test-utils/fake-supabase';
import { VIEWER_ID, renderRemote, signInAs } from '@diva/test-utils';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const mfa = { listFactors: vi.fn(), enroll: vi.fn(), challengeAndVerify: vi.fn(), unenroll: vi.fn(), getAuthenticatorAssuranceLevel: vi.fn() };
const auth = { updateUser: vi.fn(), reauthenticate: vi.fn(), signOut: vi.fn(), signInWithOtp: vi.fn(), mfa };
const functions = { invoke: vi.fn() };
const verifiedFactor = { id: 'f-1', factor_type: 'totp', status: 'verified' };

const renderSettings = () => renderRemote(<RemoteApp basePath="/app/settings" />, { route: '/app/settings', path: '/app/settings/*' });
const section = async (name: string) => within(await screen.findByRole('region', { name }));

beforeEach(() => {
  for (const spy of [...Object.values(mfa), auth.updateUser, auth.reauthenticate, auth.signOut, auth.signInWithOtp, functions.invoke]) spy.mockReset();
  mfa.listFactors.mockResolvedValue({ data: { all: [verifiedFactor], totp: [verifiedFactor], phone: [] }, error: null });
  mfa.getAuthenticatorAssuranceLevel.mockResolvedValue({ data: { currentLevel: 'aal1', nextLevel: 'aal2', currentAuthenticationMethods: [] }, error: null });
  resetFake({ auth, functions });
  signInAs(VIEWER_ID, { email: 'ada@example.com' });
});
afterEach(async () => {
  await clearToasts();
});

describe('with two-factor sign-in on and a session without her code', () => {
  it('asks for the authenticator code before changing the e-mail, then changes it', async () => {
    mfa.challengeAndVerify.mockResolvedValue({ data: {}, error: null });
    auth.updateUser.mockResolvedValue({ data: {}, error: null });
    renderSettings();
    const email = await section('E-mail address');
    await userEvent.type(email.getByLabelText('New e-mail address'), 'ada.new@example.com');
    await userEvent.click(email.getByRole('button', { name: 'Change e-mail' }));
    expect(await email.findByText('Your account uses two-factor sign-in. Enter the code from your authenticator app to confirm it is you.')).toBeTruthy();
    expect(auth.updateUser).not.toHaveBeenCalled();
    await userEvent.type(email.getByLabelText('Code from your authenticator app'), '123456');
    await userEvent.click(email.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(auth.updateUser).toHaveBeenCalledWith({ email: 'ada.new@example.com' }, expect.anything()));
    expect(mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f-1', code: '123456' });
  });

  it('shows a wrong code in words and changes nothing', async () => {
    mfa.challengeAndVerify.mockResolvedValue({ data: null, error: { message: 'Invalid TOTP code entered', code: 'mfa_verification_failed', status: 422 } });
    renderSettings();
    const email = await section('E-mail address');
    await userEvent.type(email.getByLabelText('New e-mail address'), 'ada.new@example.com');
    await userEvent.click(email.getByRole('button', { name: 'Change e-mail' }));
    await userEvent.type(await email.findByLabelText('Code from your authenticator app'), '000000');
    await userEvent.click(email.getByRole('button', { name: 'Confirm' }));
    expect((await email.findByRole('alert')).textContent).toBe('Failed to change e-mail: That code is not right. Check your app and try again.');
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it("words Auth's insufficient_aal refusal of a password change", async () => {
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValue({ data: { currentLevel: 'aal2', nextLevel: 'aal2', currentAuthenticationMethods: [] }, error: null });
    auth.reauthenticate.mockResolvedValue({ data: {}, error: null });
    auth.updateUser.mockResolvedValue({
      data: {},
      error: { message: 'AAL2 session is required to update email or password when MFA is enabled.', code: 'insufficient_aal', status: 403 },
    });
    renderSettings();
    const password = await section('Sign-in password');
    await userEvent.click(password.getByRole('button', { name: 'E-mail me a code' }));
    await userEvent.type(await password.findByLabelText('New password'), 'secret1');
    await userEvent.type(password.getByLabelText('Confirm new password'), 'secret1');
    await userEvent.type(password.getByLabelText('Code from the e-mail'), '111111');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect((await password.findByRole('alert')).textContent).toBe(
      'Failed to change password: Enter your two-factor code first: your account uses two-factor sign-in.',
    );
  });
});

describe('deleting the account after an old sign-in', () => {
  it('offers the e-mailed code and sends it with the deletion', async () => {
    functions.invoke.mockResolvedValueOnce({
      data: null,
      error: {
        message: 'Edge Function returned a non-2xx status code',
        context: new Response(JSON.stringify({ error: 'Confirm it is you first', code: 'reauthentication_needed' }), { status: 403 }),
      },
    });
    functions.invoke.mockResolvedValueOnce({ data: { deleted: true }, error: null });
    auth.signInWithOtp.mockResolvedValue({ data: {}, error: null });
    auth.signOut.mockResolvedValue({ error: null });
    renderSettings();
    const deletion = await section('Delete account');
    await userEvent.type(deletion.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(deletion.getByRole('button', { name: 'Delete my account' }));
    expect(await deletion.findByText('Your last sign-in was more than a day ago. We e-mail you a code to confirm it is you.')).toBeTruthy();
    await userEvent.click(deletion.getByRole('button', { name: 'E-mail me a code' }));
    await waitFor(() => expect(auth.signInWithOtp).toHaveBeenCalledWith({ email: 'ada@example.com', options: { shouldCreateUser: false } }));
    await userEvent.type(await deletion.findByLabelText('Code from the e-mail'), '424242');
    await userEvent.click(deletion.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(functions.invoke).toHaveBeenLastCalledWith('delete-account', { method: 'POST', body: { code: '424242' } }));
    expect(await screen.findByText('Your account and everything in it are gone.')).toBeTruthy();
  });
});
