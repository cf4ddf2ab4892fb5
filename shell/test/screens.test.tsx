import { useSessionStore } from '@diva/core';
import { resetFake } from '@diva/test-utils/fake-supabase';
import { UiProvider, clearToasts } from '@diva/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from '@diva/router';
import type { Session } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../src/remotes/federation-runtime.ts', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn(() => new Promise(() => undefined)) }));

const auth = {
  signInWithPassword: vi.fn(),
  signUp: vi.fn(),
};
// Table queries answer with no rows (the shared fake client); sign-in and sign-up are spies.
vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const { AppRoutes } = await import('../src/app/routes.tsx');

/** Where the router is, and how it got there (PUSH / REPLACE / POP). */
const where = { pathname: '', action: '' };
function LocationProbe() {
  const location = useLocation();
  const action = useNavigationType();
  where.pathname = location.pathname;
  where.action = action;
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
  // Public pages are lazy: wait until the page (not the loading skeleton) is there.
  await waitFor(() => expect(container.querySelector('h1, h2, form, a, [data-testid="auth-loading"]')).not.toBeNull(), { timeout: 15_000 });
  return where;
}

const session = { access_token: 't', user: { id: '00000000-0000-4000-8000-0000000000c1', email: 'a@b.c', user_metadata: {} } } as unknown as Session;

beforeEach(async () => {
  await clearToasts();
  useSessionStore.setState({ status: 'signed-out', session: null, user: null });
  auth.signInWithPassword.mockReset();
  auth.signUp.mockReset();
  resetFake({ auth });
});

describe('landing page', () => {
  it('has the sections, anchors and buttons for a visitor', async () => {
    await renderAt('/');
    expect(screen.getByRole('heading', { name: 'You Belong Here' })).toBeTruthy();
    for (const anchor of ['Features', 'About', 'Stories']) expect(screen.getByRole('link', { name: anchor }).getAttribute('href')).toBe(`#${anchor.toLowerCase()}`);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin/login');
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]!.getAttribute('href')).toBe('/auth');
    for (const step of ['Discover', 'Define', 'Connect', 'Achieve']) expect(screen.getByRole('heading', { name: step })).toBeTruthy();
    expect(screen.getAllByTestId('feature-card')).toHaveLength(6);
    expect(screen.getByText(/© 2024/)).toBeTruthy();
  });
  it('offers Dashboard and sends Get Started to /timeline when signed in', async () => {
    useSessionStore.getState().setSession(session);
    await renderAt('/');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/timeline');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]!.getAttribute('href')).toBe('/timeline');
  });
});

describe('/auth', () => {
  const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('clears the form when switching between Sign In and Create Account', async () => {
    await renderAt('/auth');
    fill(/^Email/, 'ana@example.com');
    fireEvent.click(screen.getByRole('radio', { name: 'Create Account' }));
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText(/^Confirm Password/)).toBeTruthy();
  });

  it('validates sign-up and defaults the display name to the email name', async () => {
    await renderAt('/auth');
    fireEvent.click(screen.getByRole('radio', { name: 'Create Account' }));
    fill(/^Email/, 'ana@example.com');
    fill(/^Password/, '12345');
    fill(/^Confirm Password/, '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findAllByText('Password must be at least 6 characters long')).not.toHaveLength(0);
    fill(/^Password/, 'secret1');
    fill(/^Confirm Password/, 'secret2');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findAllByText('Passwords do not match')).not.toHaveLength(0);
    expect(auth.signUp).not.toHaveBeenCalled();

    auth.signUp.mockResolvedValue({ data: {}, error: null });
    fill(/^Confirm Password/, 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(auth.signUp).toHaveBeenCalled());
    expect(auth.signUp.mock.calls[0]![0]).toMatchObject({ email: 'ana@example.com', password: 'secret1', options: { data: { display_name: 'ana' } } });
    expect(await screen.findByText('Account created successfully! Please check your email to verify your account.')).toBeTruthy();
  });

  it('switches to sign-in when the email is already registered', async () => {
    auth.signUp.mockResolvedValue({ data: {}, error: { message: 'User already registered' } });
    await renderAt('/auth');
    fireEvent.click(screen.getByRole('radio', { name: 'Create Account' }));
    fill(/^Email/, 'ana@example.com');
    fill(/^Password/, 'secret1');
    fill(/^Confirm Password/, 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('This email is already registered. Please sign in instead.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Confirm Password/)).toBeNull();
  });

  it('maps the provider message on a failed sign-in', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: {}, error: { message: 'Invalid login credentials' } });
    await renderAt('/auth');
    fill(/^Email/, 'ana@example.com');
    fill(/^Password/, 'wrong-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Invalid email or password. Please check your credentials and try again.')).not.toHaveLength(0);
  });

  it('sends a signed-in member to /app/who, replacing history', async () => {
    useSessionStore.getState().setSession(session);
    const router = await renderAt('/auth');
    await waitFor(() => expect(router.pathname).toBe('/app/who'));
    expect(router.action).toBe('REPLACE');
  });
});

describe('auth gate, 404 and placeholders', () => {
  it('shows the logo with Loading... while the session is checked', async () => {
    useSessionStore.setState({ status: 'loading', session: null, user: null });
    await renderAt('/app/timeline');
    expect(screen.getByText('Loading...')).toBeTruthy();
  });
  it('redirects /app pages to /auth when signed out', async () => {
    const router = await renderAt('/app/profile');
    await waitFor(() => expect(router.pathname).toBe('/auth'));
    expect(router.action).toBe('REPLACE');
  });
  it('shows the not-found page for unknown paths', async () => {
    await renderAt('/no/such/page');
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });
});
