import { clearToasts } from '@diva/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RsvpPanel } from '../../src/features/events/components/rsvp-panel.tsx';
import { currentFake, resetFake } from '@diva/test-utils/fake-supabase';
import { renderRemote } from '@diva/test-utils';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const rsvp = (id: string, name: string, checked: string | null = null) => ({
  id,
  user_id: `u-${id}`,
  display_name: name,
  company: 'Acme',
  role: 'Founder',
  status: 'attending',
  created_at: '2026-03-05T14:07:00Z',
  checked_in_at: checked,
});

let rows = [rsvp('1', 'Ana Attendee')];

beforeEach(() => {
  resetFake();
  rows = [rsvp('1', 'Ana Attendee')];
  currentFake().respond = (call) => {
    if (call.table === 'president_event_rsvps') return { data: rows };
    if (call.table === 'president_check_in') return { error: { message: 'not yours', code: '42501' }, status: 403 };
    return { data: null };
  };
});
afterEach(async () => {
  await clearToasts();
});

describe('the RSVP list', () => {
  it('fills in live as an RSVP arrives', async () => {
    renderRemote(<RsvpPanel eventId="e1" title="Door Night" />);
    expect(await screen.findByText('Ana Attendee')).toBeTruthy();
    rows = [...rows, rsvp('2', 'Bea Newcomer')];
    currentFake().emit('event_rsvps', 'INSERT', { new: { id: '2', event_id: 'e1' } });
    expect(await screen.findByText('Bea Newcomer')).toBeTruthy();
  });

  it('reverts a check-in the database refuses, with the failure in words', async () => {
    renderRemote(<RsvpPanel eventId="e1" title="Door Night" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Check in: Ana Attendee' }));
    expect(await screen.findByText('Failed to update check-in')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check in: Ana Attendee' })).toBeTruthy());
    expect(screen.queryByText('Checked in')).toBeNull();
  });

  it('says so when there are no RSVPs, and offers Retry when the list fails', async () => {
    rows = [];
    const view = renderRemote(<RsvpPanel eventId="e1" title="Door Night" />);
    expect(await screen.findByText('No RSVPs for this event yet.')).toBeTruthy();
    view.unmount();
    currentFake().respond = () => ({ error: { message: 'down', code: 'XX000' }, status: 500 });
    renderRemote(<RsvpPanel eventId="e2" title="Door Night" />);
    expect(await screen.findByText('Failed to load event RSVPs.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
