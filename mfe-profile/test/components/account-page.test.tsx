/**
 * The account page at /app/settings over the fake client: each section's Auth call with what she
 * typed, the checks before it, Auth's refusals in words, and controls disabled while they run. The real round
 * trips are e2e/tests/account-*.spec.ts and supabase/tests/account-delete.test.ts.
 */
import { clearToasts } from '@diva/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RemoteApp from '../../src/remote-app.tsx';
import { resetFake } from '@diva/test-utils/fake-supabase';
import { VIEWER_ID, renderRemote, signInAs } from '@diva/test-utils';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const QR = 'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg"></svg>';
const mfa = { listFactors: vi.fn(), enroll: vi.fn(), challengeAndVerify: vi.fn(), unenroll: vi.fn() };
const auth = { updateUser: vi.fn(), reauthenticate: vi.fn(), signOut: vi.fn(), mfa };
const functions = { invoke: vi.fn() };
const noFactors = { data: { all: [], totp: [], phone: [] }, error: null };
const verifiedFactor = { id: 'f-1', factor_type: 'totp', status: 'verified' };

const renderSettings = () => renderRemote(<RemoteApp basePath="/app/settings" />, { route: '/app/settings', path: '/app/settings/*' });
const section = async (name: string) => within(await screen.findByRole('region', { name }));

beforeEach(() => {
  for (const spy of [...Object.values(mfa), auth.updateUser, auth.reauthenticate, auth.signOut, functions.invoke]) spy.mockReset();
  mfa.listFactors.mockResolvedValue(noFactors);
  resetFake({ auth, functions });
  signInAs(VIEWER_ID, { email: 'ada@example.com' });
});
afterEach(async () => {
  await clearToasts();
});

describe('e-mail address', () => {
  it('checks the new address, then asks Auth for the change with a link back to the page', async () => {
    auth.updateUser.mockResolvedValue({ data: {}, error: null });
    renderSettings();
    const email = await section('E-mail address');
    expect(email.getByText('ada@example.com')).toBeTruthy();
    await userEvent.type(email.getByLabelText('New e-mail address'), 'ADA@example.com');
    await userEvent.click(email.getByRole('button', { name: 'Change e-mail' }));
    expect(email.getByText('This is already your e-mail address')).toBeTruthy();
    await userEvent.clear(email.getByLabelText('New e-mail address'));
    await userEvent.type(email.getByLabelText('New e-mail address'), 'ada.new@example.com');
    await userEvent.click(email.getByRole('button', { name: 'Change e-mail' }));
    await waitFor(() => expect(auth.updateUser).toHaveBeenCalledWith({ email: 'ada.new@example.com' }, { emailRedirectTo: `${window.location.origin}/app/settings` }));
    expect(await screen.findByText('We sent a confirmation link to the new address. The change takes effect once you follow it.')).toBeTruthy();
  });

  it("shows Auth's refusal under the failure title", async () => {
    auth.updateUser.mockResolvedValue({ data: {}, error: { message: 'A user with this email address has already been registered', status: 422 } });
    renderSettings();
    const email = await section('E-mail address');
    await userEvent.type(email.getByLabelText('New e-mail address'), 'bea@example.com');
    await userEvent.click(email.getByRole('button', { name: 'Change e-mail' }));
    expect((await email.findByRole('alert')).textContent).toBe('Failed to change e-mail: A user with this email address has already been registered');
  });
});

describe('password', () => {
  it('sends the reauthentication code, holds the new password to the sign-up rules and sends it with the code', async () => {
    auth.reauthenticate.mockResolvedValue({ data: {}, error: null });
    auth.updateUser.mockResolvedValue({ data: {}, error: null });
    renderSettings();
    const password = await section('Sign-in password');
    await userEvent.click(password.getByRole('button', { name: 'E-mail me a code' }));
    expect(auth.reauthenticate).toHaveBeenCalledTimes(1);
    await password.findByText('We e-mailed you a code. Enter it with your new password.');
    await userEvent.type(password.getByLabelText('New password'), 'short');
    await userEvent.type(password.getByLabelText('Confirm new password'), 'short');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect(password.getByText('Password must be at least 6 characters long')).toBeTruthy();
    await userEvent.type(password.getByLabelText('New password'), 'er1');
    await userEvent.type(password.getByLabelText('Confirm new password'), 'er1');
    await userEvent.type(password.getByLabelText('Code from the e-mail'), '123456');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(auth.updateUser).toHaveBeenCalledWith({ password: 'shorter1', nonce: '123456' }));
    expect(await screen.findByText('Use your new password the next time you sign in.')).toBeTruthy();
  });

  it("shows a refused code in Auth's words", async () => {
    auth.reauthenticate.mockResolvedValue({ data: {}, error: null });
    auth.updateUser.mockResolvedValue({ data: {}, error: { message: 'Invalid nonce', code: 'reauthentication_not_valid', status: 400 } });
    renderSettings();
    const password = await section('Sign-in password');
    await userEvent.click(password.getByRole('button', { name: 'E-mail me a code' }));
    await userEvent.type(await password.findByLabelText('New password'), 'secret1');
    await userEvent.type(password.getByLabelText('Confirm new password'), 'secret1');
    await userEvent.type(password.getByLabelText('Code from the e-mail'), '000000');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect((await password.findByRole('alert')).textContent).toBe('Failed to change password: Invalid nonce');
  });
});

describe('two-factor sign-in', () => {
  it('shows the QR code and the key, takes a first code and turns on', async () => {
    mfa.enroll.mockResolvedValue({ data: { id: 'f-2', type: 'totp', totp: { qr_code: QR, secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x' } }, error: null });
    mfa.challengeAndVerify.mockResolvedValueOnce({ data: null, error: { message: 'Invalid TOTP code entered', code: 'mfa_verification_failed', status: 422 } });
    mfa.challengeAndVerify.mockResolvedValueOnce({ data: {}, error: null });
    renderSettings();
    const twoFactor = await section('Two-factor sign-in');
    expect(await twoFactor.findByText('Two-factor sign-in is off: your password alone signs you in.')).toBeTruthy();
    await userEvent.click(twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    // Auth's raw SVG, percent-encoded so its `#` colours cannot end the data address early.
    expect((await twoFactor.findByRole('img', { name: 'QR code for your authenticator app' })).getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"></svg>')}`,
    );
    expect(twoFactor.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    await userEvent.type(twoFactor.getByLabelText('Code from your authenticator app'), '12345');
    await userEvent.click(twoFactor.getByRole('button', { name: 'Confirm and turn on' }));
    expect(twoFactor.getByText('That code is not right. Check your app and try again.')).toBeTruthy();
    expect(mfa.challengeAndVerify).not.toHaveBeenCalled();
    await userEvent.type(twoFactor.getByLabelText('Code from your authenticator app'), '6');
    await userEvent.click(twoFactor.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await twoFactor.findByText('That code is not right. Check your app and try again.')).toBeTruthy();
    mfa.listFactors.mockResolvedValue({ data: { all: [verifiedFactor], totp: [verifiedFactor], phone: [] }, error: null });
    await userEvent.click(twoFactor.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await twoFactor.findByText(/Two-factor sign-in is on:/)).toBeTruthy();
    expect(mfa.challengeAndVerify).toHaveBeenLastCalledWith({ factorId: 'f-2', code: '123456' });
  });

  it('renders no image for a QR code that is not a data image', async () => {
    mfa.enroll.mockResolvedValue({ data: { id: 'f-2', type: 'totp', totp: { qr_code: 'https://example.com/qr.svg', secret: 'KEY', uri: 'otpauth://totp/x' } }, error: null });
    renderSettings();
    const twoFactor = await section('Two-factor sign-in');
    await userEvent.click(await twoFactor.findByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await twoFactor.findByTestId('totp-secret')).toBeTruthy();
    expect(twoFactor.queryByRole('img')).toBeNull();
  });

  it('removes an abandoned enrolment before a new one, and turns a verified factor off', async () => {
    const pending = { id: 'f-0', factor_type: 'totp', status: 'unverified' };
    mfa.listFactors.mockResolvedValue({ data: { all: [pending], totp: [], phone: [] }, error: null });
    mfa.unenroll.mockResolvedValue({ data: {}, error: null });
    mfa.enroll.mockResolvedValue({ data: { id: 'f-2', type: 'totp', totp: { qr_code: QR, secret: 'KEY', uri: 'otpauth://totp/x' } }, error: null });
    const first = renderSettings();
    let twoFactor = await section('Two-factor sign-in');
    await userEvent.click(await twoFactor.findByRole('button', { name: 'Turn on two-factor sign-in' }));
    await twoFactor.findByTestId('totp-secret');
    expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: 'f-0' });
    first.unmount();

    mfa.unenroll.mockClear();
    mfa.listFactors.mockResolvedValue({ data: { all: [verifiedFactor], totp: [verifiedFactor], phone: [] }, error: null });
    renderSettings();
    twoFactor = await section('Two-factor sign-in');
    mfa.listFactors.mockResolvedValue(noFactors);
    await userEvent.click(await twoFactor.findByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await twoFactor.findByText('Two-factor sign-in is off: your password alone signs you in.')).toBeTruthy();
    expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: 'f-1' });
  });

  it('words a failed load and loads again with Retry', async () => {
    mfa.listFactors.mockResolvedValueOnce({ data: null, error: { message: 'down', status: 500 } });
    renderSettings();
    const twoFactor = await section('Two-factor sign-in');
    expect(await twoFactor.findByText('Failed to load your two-factor settings', {}, { timeout: 10_000 })).toBeTruthy();
    await userEvent.click(twoFactor.getByRole('button', { name: 'Retry' }));
    expect(await twoFactor.findByText('Two-factor sign-in is off: your password alone signs you in.')).toBeTruthy();
  });
});

describe('devices and deletion', () => {
  it('signs out the other devices only', async () => {
    auth.signOut.mockResolvedValue({ error: null });
    renderSettings();
    const devices = await section('Devices');
    await userEvent.click(devices.getByRole('button', { name: 'Sign out of other devices' }));
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledWith({ scope: 'others' }));
    expect(await screen.findByText('Every other device has to sign in again.')).toBeTruthy();
  });

  it('deletes only after DELETE is typed, through the function, and shows its refusal', async () => {
    functions.invoke.mockResolvedValueOnce({
      data: null,
      error: { message: 'Edge Function returned a non-2xx status code', context: new Response(JSON.stringify({ error: 'Please sign in to delete your account' }), { status: 401 }) },
    });
    functions.invoke.mockResolvedValueOnce({ data: { deleted: true }, error: null });
    auth.signOut.mockResolvedValue({ error: null });
    renderSettings();
    const deletion = await section('Delete account');
    const button = deletion.getByRole('button', { name: 'Delete my account' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await userEvent.type(deletion.getByLabelText('Type DELETE to confirm'), 'delete');
    expect(button.hasAttribute('disabled')).toBe(true);
    await userEvent.clear(deletion.getByLabelText('Type DELETE to confirm'));
    await userEvent.type(deletion.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(button);
    expect((await deletion.findByRole('alert')).textContent).toBe('Failed to delete account: Please sign in to delete your account');
    expect(auth.signOut).not.toHaveBeenCalled();
    await userEvent.click(deletion.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' }));
    expect(functions.invoke).toHaveBeenLastCalledWith('delete-account', { method: 'POST', body: {} });
    expect(await screen.findByText('Your account and everything in it are gone.')).toBeTruthy();
  });
});
