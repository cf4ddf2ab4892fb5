/**
 * The code step after the password: a signed-in member with a verified factor at aal1 gets the step,
 * not the app; wrong codes and too many attempts in words; her code goes to Auth's challenge-and-verify and the
 * raised session opens the app. A member without a factor never waits for the check. Auth calls are spies on
 * the fake client; the real round trips are e2e/tests/mfa-sign-in.spec.ts.
 */
import { useSessionStore } from '@diva/core';
import { resetFake } from '@diva/test-utils/fake-supabase';
import { UiProvider, clearToasts } from '@diva/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@diva/router';
import type { Session } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../src/remotes/federation-runtime.ts', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn(() => new Promise(() => undefined)) }));
vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const mfa = { getAuthenticatorAssuranceLevel: vi.fn(), listFactors: vi.fn(), challengeAndVerify: vi.fn() };
const { AppRoutes } = await import('../src/app/routes.tsx');

const verified = { id: 'f1', status: 'verified', factor_type: 'totp' };
const sessionWith = (factors: unknown[], token = 'aal1-token') =>
  ({ access_token: token, user: { id: '00000000-0000-4000-8000-0000000000c2', email: 'a@b.c', user_metadata: {}, factors } }) as unknown as Session;
const levels = (currentLevel: string, nextLevel: string) => ({ data: { currentLevel, nextLevel, currentAuthenticationMethods: [] }, error: null });

function renderApp() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UiProvider>
        <MemoryRouter initialEntries={['/app/who']}>
          <AppRoutes />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}
const submitCode = (code: string) => {
  fireEvent.change(screen.getByLabelText(/Authenticator code/), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
};

beforeEach(async () => {
  await clearToasts();
  for (const spy of Object.values(mfa)) spy.mockReset();
  mfa.listFactors.mockResolvedValue({ data: { all: [verified], totp: [verified], phone: [] }, error: null });
  resetFake({ auth: { mfa } });
});

describe('the two-factor step', () => {
  it('holds an enrolled member at aal1 at the step; wrong code and rate limit in words; her code opens the app', async () => {
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValue(levels('aal1', 'aal2'));
    useSessionStore.setState({ status: 'signed-in', session: sessionWith([verified]), user: null });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Enter your two-factor code' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByLabelText(/Authenticator code/).getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.queryByRole('navigation')).toBeNull();

    submitCode('12ab');
    expect(await screen.findByText('Enter the six digits your authenticator app shows')).toBeTruthy();
    expect(mfa.challengeAndVerify).not.toHaveBeenCalled();

    mfa.challengeAndVerify.mockResolvedValueOnce({ data: null, error: { status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' } });
    submitCode('000000');
    expect(await screen.findByText('That code is not right. Check your app and try again.')).toBeTruthy();

    mfa.challengeAndVerify.mockResolvedValueOnce({ data: null, error: { status: 429, code: 'over_request_rate_limit', message: 'Too many requests' } });
    submitCode('000000');
    expect(await screen.findByText('Too many attempts. Wait a minute, then enter the newest code.')).toBeTruthy();

    mfa.challengeAndVerify.mockResolvedValueOnce({ data: {}, error: null });
    submitCode('123 456');
    await vi.waitFor(() => expect(mfa.challengeAndVerify).toHaveBeenLastCalledWith({ factorId: 'f1', code: '123456' }));
    // Auth's MFA_CHALLENGE_VERIFIED: the session is now aal2, and the gate opens the app.
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValue(levels('aal2', 'aal2'));
    act(() => useSessionStore.setState({ session: sessionWith([verified], 'aal2-token') }));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Enter your two-factor code' })).toBeNull());
  });

  it('lets a member without a verified factor straight in, without asking Auth', async () => {
    useSessionStore.setState({ status: 'signed-in', session: sessionWith([{ ...verified, status: 'unverified' }]), user: null });
    renderApp();
    await vi.waitFor(() => expect(screen.queryAllByTestId('sidebar').length).toBeGreaterThan(0), { timeout: 15_000 });
    expect(screen.queryByRole('heading', { name: 'Enter your two-factor code' })).toBeNull();
    expect(mfa.getAuthenticatorAssuranceLevel).not.toHaveBeenCalled();
  });
});
