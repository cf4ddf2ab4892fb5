// After creating an account the page says what happened (signed in, or check your e-mail); an e-mail link that
// expired or was used lands on sign-in with words and an offer to send a new one.
import { useSessionStore } from '@diva/core';
import { resetFake } from '@diva/test-utils/fake-supabase';
import { UiProvider, clearToasts } from '@diva/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@diva/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const auth = { signInWithPassword: vi.fn(), signUp: vi.fn(), signInWithOtp: vi.fn() };
vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const { AuthPage } = await import('../src/features/auth/components/auth-page.tsx');

function renderAuth() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <UiProvider>
        <MemoryRouter initialEntries={['/auth']}>
          <AuthPage />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function createAccount() {
  renderAuth();
  fireEvent.click(screen.getByRole('radio', { name: 'Create Account' }));
  fill(/^Email/, 'ana@example.com');
  fill(/^Password/, 'secret1');
  fill(/^Confirm Password/, 'secret1');
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  await waitFor(() => expect(auth.signUp).toHaveBeenCalled());
}

beforeEach(async () => {
  await clearToasts();
  useSessionStore.setState({ status: 'signed-out', session: null, user: null });
  for (const spy of Object.values(auth)) spy.mockReset();
  resetFake({ auth });
  window.history.replaceState(null, '', '/auth');
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('after creating an account', () => {
  it('says she is signed in when Auth signed her in (confirmations off), never "check your email"', async () => {
    auth.signUp.mockResolvedValue({ data: { session: { access_token: 't' }, user: { id: 'u' } }, error: null });
    await createAccount();
    expect(await screen.findByText('Your account is ready and you are signed in.')).toBeTruthy();
    expect(screen.queryByText(/check your email/i)).toBeNull();
    expect(screen.queryByTestId('check-email')).toBeNull();
    // The confirmation link, when there is one, lands on sign-in.
    expect(auth.signUp.mock.calls[0]![0].options.emailRedirectTo).toBe(`${window.location.origin}/auth`);
  });

  it('says to check her e-mail, and where it went, when confirmations are on', async () => {
    auth.signUp.mockResolvedValue({ data: { session: null, user: { id: 'u' } }, error: null });
    await createAccount();
    expect(await screen.findByText('Account created successfully! Please check your email to verify your account.')).toBeTruthy();
    expect(screen.getByTestId('check-email').textContent).toContain('ana@example.com');
    expect(screen.queryByText('Your account is ready and you are signed in.')).toBeNull();
  });
});

describe('an e-mail link that no longer works', () => {
  it('says it expired or was used, takes the error off the address and offers to send a new one', async () => {
    window.history.replaceState(null, '', '/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    renderAuth();
    const notice = await screen.findByTestId('link-expired');
    expect(notice.textContent).toContain('The link has expired or was already used. We can send you a new one.');
    await waitFor(() => expect(window.location.hash).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    // The e-mail-me form: her address, and a new link (with a code) goes out.
    expect(await screen.findByLabelText(/^Email/)).toBeTruthy();
    expect(screen.queryByTestId('link-expired')).toBeNull();
  });

  it('says nothing of the kind on a plain visit', () => {
    renderAuth();
    expect(screen.queryByTestId('link-expired')).toBeNull();
  });
});

describe('a suspended member signing in', () => {
  it("is told her account is suspended, not Auth's 'User is banned'", async () => {
    auth.signInWithPassword.mockResolvedValue({ data: {}, error: { message: 'User is banned', code: 'user_banned', status: 400 } });
    renderAuth();
    fill(/^Email/, 'ana@example.com');
    fill(/^Password/, 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findAllByText('Your account is suspended. Contact the network admin to restore it.')).length).toBeGreaterThan(0);
    expect(screen.queryByText('User is banned')).toBeNull();
  });
});
