/**
 * /auth's other ways in: 'Forgot password?' sends the recovery e-mail, the recovery link's page sets a
 * new password with sign-up's rules, and 'E-mail me a sign-in code' signs in with the six digits. Auth calls are
 * spies on the fake client; the real round trips are e2e/tests/account-recovery.spec.ts.
 */
import { useSessionStore } from '@diva/core';
import { resetFake } from '@diva/test-utils/fake-supabase';
import { UiProvider, clearToasts } from '@diva/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@diva/router';
import type { Session } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../src/remotes/federation-runtime.ts', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn(() => new Promise(() => undefined)) }));
vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const auth = { resetPasswordForEmail: vi.fn(), signInWithOtp: vi.fn(), verifyOtp: vi.fn(), updateUser: vi.fn() };
const { AppRoutes } = await import('../src/app/routes.tsx');

const where = { pathname: '' };
function LocationProbe() {
  where.pathname = useLocation().pathname;
  return null;
}

async function renderAt(url: string) {
  const { container } = render(
    <QueryClientProvider client={new QueryClient()}>
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>
          <LocationProbe />
          <AppRoutes />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(container.querySelector('h1, h2, h3, form')).not.toBeNull(), { timeout: 15_000 });
}
const fill = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const session = { access_token: 't', user: { id: '00000000-0000-4000-8000-0000000000c1', email: 'a@b.c', user_metadata: {} } } as unknown as Session;

beforeEach(async () => {
  await clearToasts();
  useSessionStore.setState({ status: 'signed-out', session: null, user: null });
  for (const spy of Object.values(auth)) spy.mockReset();
  resetFake({ auth });
});

describe("/auth: 'Forgot password?'", () => {
  it('checks the address, sends the recovery link to the reset page, and says where to look', async () => {
    auth.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    await renderAt('/auth');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fill(/^Email/, 'ana@');
    fireEvent.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(auth.resetPasswordForEmail).not.toHaveBeenCalled();

    fill(/^Email/, ' ana@example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect(await screen.findByText('If an account uses this address, a link to set a new password is on its way.')).toBeTruthy();
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('ana@example.com', { redirectTo: `${window.location.origin}/auth/reset-password` });
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows what went wrong when the e-mail could not be sent', async () => {
    auth.resetPasswordForEmail.mockResolvedValue({ data: {}, error: { message: 'Request rate limit reached' } });
    await renderAt('/auth');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fill(/^Email/, 'ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Request rate limit reached');
  });
});

describe('/auth/reset-password', () => {
  it('holds the new password to the sign-up rules, saves it and opens the app', async () => {
    useSessionStore.getState().setSession(session);
    auth.updateUser.mockResolvedValue({ data: {}, error: null });
    await renderAt('/auth/reset-password');
    fill(/^New password/, '12345');
    fill(/^Confirm new password/, '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeTruthy();
    fill(/^New password/, 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(auth.updateUser).not.toHaveBeenCalled();

    fill(/^Confirm new password/, 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(where.pathname).toBe('/app/who'));
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'secret1' });
  });

  it('says the link is invalid or expired when it signed nobody in', async () => {
    await renderAt('/auth/reset-password');
    expect(screen.getByRole('alert').textContent).toBe('This recovery link is invalid or has expired. Request a new one.');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth');
  });
});

describe("/auth: 'E-mail me a sign-in code'", () => {
  it("asks for an address in the spec's words, then sends the code for existing members only", async () => {
    auth.signInWithOtp.mockResolvedValue({ data: {}, error: null });
    await renderAt('/auth');
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('You must provide either an email or phone number.')).toBeTruthy();
    fill(/^Email/, 'ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter the six-digit code from the email, or follow its link.')).toBeTruthy();
    expect(auth.signInWithOtp).toHaveBeenCalledWith({
      email: 'ana@example.com',
      options: { shouldCreateUser: false, emailRedirectTo: `${window.location.origin}/auth` },
    });
  });

  it('checks the six digits, words a rejected code, and signs in with the right one', async () => {
    auth.signInWithOtp.mockResolvedValue({ data: {}, error: null });
    auth.verifyOtp.mockResolvedValueOnce({ data: {}, error: { message: 'Token has expired or is invalid', code: 'otp_expired', status: 403 } });
    auth.verifyOtp.mockResolvedValueOnce({ data: {}, error: null });
    await renderAt('/auth');
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in code' }));
    fill(/^Email/, 'ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText(/^Six-digit code/);
    fill(/^Six-digit code/, '12a456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with code' }));
    expect(await screen.findByText('Enter the six digits from the email')).toBeTruthy();
    fill(/^Six-digit code/, '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with code' }));
    expect(await screen.findByText('This code is wrong or has expired. Request a new one.')).toBeTruthy();
    // A fresh code to the same address from the code step; the field is emptied for it.
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(auth.signInWithOtp).toHaveBeenCalledTimes(2));
    await waitFor(() => expect((screen.getByLabelText(/^Six-digit code/) as HTMLInputElement).value).toBe(''));
    fill(/^Six-digit code/, '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with code' }));
    await waitFor(() => expect(where.pathname).toBe('/app/who'));
    expect(auth.verifyOtp).toHaveBeenLastCalledWith({ email: 'ana@example.com', token: '123456', type: 'email' });
  });
});
