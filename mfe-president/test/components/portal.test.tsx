import { clearToasts } from '@diva/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RemoteApp from '../../src/remote-app.tsx';
import { currentFake, resetFake } from '@diva/test-utils/fake-supabase';
import { OTHER_ID, renderRemote, signInAs } from '@diva/test-utils';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const signInWithPassword = vi.fn();
const signOut = vi.fn(async () => ({ error: null }));
const signUp = vi.fn();
const CHAPTERS = [
  { id: 1, name: 'Atlanta Divas' },
  { id: 2, name: 'Austin Divas' },
];

const render = (route = '/president') => renderRemote(<RemoteApp basePath="/president" />, { route, path: '/president/*' });

async function logIn() {
  render('/president?tab=login');
  await userEvent.type(await screen.findByLabelText(/^E-mail/), 'leader@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in to the portal' }));
}

beforeEach(() => {
  resetFake({ auth: { signInWithPassword, signOut, signUp } });
  signInWithPassword.mockReset();
  signUp.mockReset();
  signOut.mockClear();
  signInAs(null);
  currentFake().respond = (call) => (call.table === 'chapters' ? { data: CHAPTERS } : { data: null });
});
afterEach(async () => {
  await clearToasts();
});

describe('Login', () => {
  it("shows the provider's message under Login Failed", async () => {
    signInWithPassword.mockResolvedValue({ data: { user: null }, error: { message: 'Invalid login credentials', status: 400 } });
    await logIn();
    expect((await screen.findByTestId('login-failure')).textContent).toBe('Login Failed: Invalid login credentials');
  });

  it('signs out a member without a record (Access Denied) and a pending applicant (Account Pending)', async () => {
    signInWithPassword.mockResolvedValue({ data: { user: { id: OTHER_ID } }, error: null });
    await logIn();
    expect((await screen.findByTestId('login-failure')).textContent).toBe(
      'Access Denied: You are not registered as a chapter president or moderator.',
    );
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' });

    currentFake().respond = (call) =>
      call.table === 'diva_presidents' ? { data: { id: 'a', role: 'moderator', approved: false, chapter_id: null } } : { data: CHAPTERS };
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to the portal' }));
    await waitFor(() => expect(screen.getByTestId('login-failure').textContent).toBe('Account Pending: Your moderator account is pending approval.'));
    expect(signOut).toHaveBeenCalledTimes(2);
  });

  it('says An unexpected error occurred. when the record cannot be read', async () => {
    signInWithPassword.mockResolvedValue({ data: { user: { id: OTHER_ID } }, error: null });
    currentFake().respond = (call) => (call.table === 'diva_presidents' ? { error: { message: 'boom', code: 'XX000' }, status: 500 } : { data: CHAPTERS });
    await logIn();
    expect((await screen.findByTestId('login-failure')).textContent).toBe('An unexpected error occurred.');
  });
});

describe('Apply', () => {
  it('asks for every field and a chapter; changing the role clears the chapter', async () => {
    render('/president?tab=apply');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Please enter your full name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please enter a password of at least 6 characters.')).toBeTruthy();
    expect(screen.getAllByText('Please select a valid chapter.').length).toBeGreaterThan(0);

    const chapter = await screen.findByRole('combobox', { name: 'Chapter' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Austin Divas' })).toBeTruthy());
    await userEvent.selectOptions(chapter, '2');
    expect((chapter as HTMLSelectElement).value).toBe('2');
    await userEvent.click(screen.getByLabelText('Moderator'));
    expect(screen.queryByRole('combobox', { name: 'Chapter' })).toBeNull();
    await userEvent.click(screen.getByLabelText('Chapter president'));
    expect((screen.getByRole('combobox', { name: 'Chapter' }) as HTMLSelectElement).value).toBe('');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('a signed-in member applies with her account; a taken chapter says Chapter Unavailable', async () => {
    signInAs(OTHER_ID, { email: 'maya@example.com' });
    currentFake().respond = (call) =>
      call.table === 'president_apply'
        ? { error: { message: 'taken', code: '23505', hint: 'chapter_taken' } as never, status: 409 }
        : call.table === 'diva_presidents'
          ? { data: null }
          : { data: CHAPTERS };
    render('/president?tab=apply');
    expect(await screen.findByText('You apply with your account maya@example.com.')).toBeTruthy();
    expect(screen.queryByLabelText(/^E-mail/)).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Full name/), 'Maya Thompson');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Atlanta Divas' })).toBeTruthy());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Chapter' }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('This chapter already has an approved president.', { selector: '#apply-chapter-error' })).toBeTruthy();
    const call = currentFake().calls.find((c) => c.table === 'president_apply')!;
    expect(call.payload).toEqual({ full_name: 'Maya Thompson', role: 'president', chapter_id: 1 });
    expect(signUp).not.toHaveBeenCalled();
  });
});

describe('the dashboard', () => {
  it('sends a visitor and a pending applicant back to /president', async () => {
    render('/president/dashboard');
    expect(await screen.findByTestId('president-portal')).toBeTruthy();
    signInAs(OTHER_ID);
    currentFake().respond = (call) =>
      call.table === 'diva_presidents' ? { data: { id: 'a', role: 'president', approved: false, chapter_id: 3 } } : { data: CHAPTERS };
    render('/president/dashboard');
    await waitFor(() => expect(screen.getAllByTestId('president-portal').length).toBeGreaterThan(0));
  });

  it('shows Approvals to the moderator only, with network-wide stats', async () => {
    signInAs(OTHER_ID);
    currentFake().respond = (call) => {
      if (call.table === 'diva_presidents' && call.columns?.includes('chapter_name')) {
        return { data: { id: 'm', full_name: 'Naomi', role: 'moderator', approved: true, chapter_id: null, chapter_name: null } };
      }
      if (call.table === 'moderator_network_stats') return { data: [{ members: 42, events: 7, rsvps: 9, connections: 3 }] };
      return { data: [] };
    };
    render('/president/dashboard');
    expect(await screen.findByRole('tab', { name: 'Approvals' })).toBeTruthy();
    expect((await screen.findByTestId('stat-members')).textContent).toBe('42');
    expect(currentFake().calls.some((c) => c.table === 'president_chapter_stats')).toBe(false);
  });

  it('hides Approvals from a president and shows her chapter stats', async () => {
    signInAs(OTHER_ID);
    currentFake().respond = (call) => {
      if (call.table === 'diva_presidents') {
        return { data: { id: 'p', full_name: 'Keisha', role: 'president', approved: true, chapter_id: 1, chapter_name: 'Atlanta Divas' } };
      }
      if (call.table === 'president_chapter_stats') return { data: [{ members: 12, events: 2, rsvps: 5, connections: 4 }] };
      return { data: [] };
    };
    render('/president/dashboard');
    expect((await screen.findByTestId('stat-members')).textContent).toBe('12');
    expect(screen.queryByRole('tab', { name: 'Approvals' })).toBeNull();
  });
});
