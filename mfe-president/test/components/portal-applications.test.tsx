// An existing member's e-mail applying signed out gets words and keeps what she typed; after applying she sees
// her application's status; the moderator's queue shows who applied, for what, and when.
import { clearToasts } from '@diva/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RemoteApp from '../../src/remote-app.tsx';
import { currentFake, resetFake } from '@diva/test-utils/fake-supabase';
import { OTHER_ID, renderRemote, signInAs } from '@diva/test-utils';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const signUp = vi.fn();
const CHAPTERS = [{ id: 1, name: 'Atlanta Divas' }];
const APPLICANT = '00000000-0000-4000-8000-0000000000d1';
const render = (route: string) => renderRemote(<RemoteApp basePath="/president" />, { route, path: '/president/*' });

beforeEach(() => {
  resetFake({ auth: { signUp, signInWithPassword: vi.fn(), signOut: vi.fn(async () => ({ error: null })) } });
  signUp.mockReset();
  signInAs(null);
});
afterEach(async () => {
  await clearToasts();
});

describe('applying signed out with the e-mail of an existing member', () => {
  it('says to sign in and apply with her account, never the raw error, and keeps what she typed', async () => {
    signUp.mockResolvedValue({ data: { user: null, session: null }, error: { message: 'User already registered', code: 'user_already_exists', status: 422 } });
    currentFake().respond = (call) => (call.table === 'chapters' ? { data: CHAPTERS } : { data: null });
    render('/president?tab=apply');
    await userEvent.type(await screen.findByLabelText(/^Full name/), 'Keisha Monroe');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'keisha@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Atlanta Divas' })).toBeTruthy());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Chapter' }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    const words = await screen.findByTestId('apply-account-exists');
    expect(words.textContent).toBe('This e-mail already has an account. Sign in with it on the Login tab, then apply with your account.');
    expect(screen.queryByText(/User already registered/)).toBeNull();
    expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Keisha Monroe');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('keisha@example.com');
    expect((screen.getByRole('combobox', { name: 'Chapter' }) as HTMLSelectElement).value).toBe('1');
    expect(currentFake().calls.some((c) => c.table === 'president_apply')).toBe(false);
  });
});

describe('after applying', () => {
  it('shows her application pending, with the date, instead of an empty form', async () => {
    signInAs(OTHER_ID, { email: 'maya@example.com' });
    currentFake().respond = (call) =>
      call.table === 'diva_presidents'
        ? { data: { id: 'a1', role: 'president', chapter_name: 'Atlanta Divas', approved: false, created_at: '2026-11-27T10:00:00Z' } }
        : { data: CHAPTERS };
    render('/president?tab=apply');
    const status = await screen.findByTestId('application-status');
    expect(status.textContent).toContain('Chapter president · Atlanta Divas');
    expect(status.textContent).toContain('Pending approval since Nov 27, 2026');
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
  });
});

describe("the moderator's approval queue", () => {
  it("shows the applicant's name as a link to her profile, the chapter, the role and the date", async () => {
    signInAs(OTHER_ID);
    currentFake().respond = (call) => {
      if (call.table === 'diva_presidents' && call.columns?.includes('approved')) {
        return { data: { id: 'm', full_name: 'Naomi', role: 'moderator', approved: true, chapter_id: null, chapter_name: null } };
      }
      if (call.table === 'diva_presidents') {
        return { data: [{ id: 'p1', user_id: APPLICANT, full_name: 'Keisha Monroe', email: 'keisha@example.com', role: 'president', chapter_name: 'Atlanta Divas', created_at: '2026-11-20T09:00:00Z' }] };
      }
      return { data: [] };
    };
    render('/president/dashboard?tab=approvals');
    const card = await screen.findByTestId('application');
    const link = within(card).getByRole('link', { name: 'View profile: Keisha Monroe' });
    expect(link.getAttribute('href')).toBe(`/app/profile/${APPLICANT}`);
    expect(card.textContent).toContain('Chapter president · Atlanta Divas');
    expect(within(card).getByTestId('application-date').textContent).toBe('Applied Nov 20, 2026');
  });
});

describe("the president's overview", () => {
  it('adds the next events with their RSVP counts, the newest members and a link back to the member app', async () => {
    signInAs(OTHER_ID);
    const event = (id: string, title: string, date: string, extra: Record<string, unknown> = {}) => ({
      id, title, date, time: '18:00:00', location: 'Atlanta', type: 'in-person', chapter_id: 1, chapter_name: 'Atlanta Divas',
      max_attendees: 20, current_attendees: 7, waitlisted: 0, approved: true, created_by: OTHER_ID, ...extra,
    });
    currentFake().respond = (call) => {
      if (call.table === 'diva_presidents') {
        return { data: { id: 'p', full_name: 'Keisha', role: 'president', approved: true, chapter_id: 1, chapter_name: 'Atlanta Divas' } };
      }
      if (call.table === 'president_chapter_stats') return { data: [{ members: 12, events: 2, rsvps: 5, connections: 4 }] };
      if (call.table === 'president_events') {
        return {
          data: [
            event('e3', 'Later gala', '2099-03-01', { current_attendees: 1 }),
            event('e1', 'Past brunch', '2020-01-01'),
            event('e2', 'Pitch night', '2099-01-10'),
            event('e4', 'Pending salon', '2099-02-01', { approved: false }),
          ],
        };
      }
      if (call.table === 'president_chapter_members') {
        return {
          data: [
            { user_id: 'u1', display_name: 'Old Member', company: null, role: null, chapter_id: 1, joined_at: '2025-01-01T00:00:00Z' },
            { user_id: 'u2', display_name: 'New Member', company: null, role: null, chapter_id: 1, joined_at: '2026-11-25T00:00:00Z' },
          ],
        };
      }
      return { data: [] };
    };
    render('/president/dashboard');
    const next = await screen.findByTestId('overview-next-events');
    expect([...next.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Pitch night', 'Later gala']);
    expect(next.textContent).toContain('7 RSVPs');
    expect(next.textContent).toContain('1 RSVP');
    const newest = await screen.findByTestId('overview-newest-members');
    expect([...newest.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['New Member', 'Old Member']);
    expect(screen.getByRole('link', { name: 'Back to the member app' }).getAttribute('href')).toBe('/app/who');
  });
});
