import { clearToasts } from '@diva/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventsPage } from '../../src/app/events-page.tsx';
import type { EventRow } from '../../src/lib/event-types.ts';
import { makeEvent } from '../support/fixtures.ts';
import { currentFake, type FakeResponse, type RecordedCall, resetFake } from '@diva/test-utils/fake-supabase';
import { VIEWER_ID, renderRemote, signInAs } from '@diva/test-utils';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const PRESIDENT = '33333333-3333-4333-8333-333333333333';

/** A backend holding these events and the viewer's RSVPs; events_page answers as the database does (one JSON value). */
function serve(events: EventRow[], rsvps: { event_id: string; status: string }[] = [], override: (call: RecordedCall) => FakeResponse | undefined = () => undefined) {
  currentFake().respond = (call) => {
    const answer = override(call);
    if (answer) return answer;
    if (call.table === 'events_page' && call.action === 'rpc') {
      const status = new Map(rsvps.map((r) => [r.event_id, r.status]));
      return { data: events.map((e) => ({ ...e, my_status: status.get(e.id) ?? null, by_president: e.created_by === PRESIDENT })) };
    }
    if (call.table === 'chapter_overview') return { data: [] };
    if (call.table === 'event_rsvps' && call.action === 'insert') return { data: { status: (call.payload as { status: string }).status } };
    return { data: null };
  };
}

const card = (title: string) => screen.getAllByTestId('event-card').find((c) => c.textContent?.includes(title)) as HTMLElement;
const findCard = (title: string) => waitFor(() => expect(card(title)).toBeTruthy());

beforeEach(() => {
  resetFake();
  signInAs(VIEWER_ID);
});
afterEach(async () => {
  await clearToasts();
});

describe('the events page', () => {
  it('loads in 2 requests (its events in one, the chapters for the form) and shows Local Chapter Events, All Events with filters, and Community Events', async () => {
    serve([
      makeEvent({ title: 'Chapter brunch', chapter_id: 1, created_by: PRESIDENT }),
      makeEvent({ title: 'Network webinar' }),
      makeEvent({ title: 'My pending salon', approved: false, created_by: VIEWER_ID }),
    ]);
    renderRemote(<EventsPage />);
    expect(await screen.findByRole('heading', { name: 'Local Chapter Events' })).toBeTruthy();
    expect(currentFake().calls.map((c) => `${c.action} ${c.table}`).sort()).toEqual(['rpc events_page', 'select chapter_overview']);
    const rows = within(screen.getByTestId('all-events'));
    expect(rows.getAllByTestId('event-row')).toHaveLength(2); // pending events are not in All Events
    await userEvent.click(screen.getByRole('button', { name: 'Network' }));
    expect(rows.getAllByTestId('event-row').map((r) => r.textContent)).toEqual([expect.stringContaining('Network webinar')]);
    await userEvent.click(screen.getByRole('button', { name: 'Chapter' }));
    expect(rows.getAllByTestId('event-row').map((r) => r.textContent)).toEqual([expect.stringContaining('Chapter brunch')]);
    expect(within(card('My pending salon')).getByText('Pending Approval')).toBeTruthy();
    expect(within(card('My pending salon')).queryByRole('button', { name: 'RSVP' })).toBeNull();
    expect(within(card('Network webinar')).getByText('Upcoming')).toBeTruthy();
    // The title and its badge share a wrapping line: in a narrow card (768 px) the badge moves under the title
    // instead of past the card's edge.
    expect(within(card('Network webinar')).getByTestId('event-card-heading').style.getPropertyValue('--group-wrap')).toBe('wrap');
    expect(within(card('Network webinar')).getByText(/^\w+day, June 1, 2099 · 6:30 PM$/)).toBeTruthy();
  });

  it('asks a signed-out visitor to log in before creating an event, and loads nothing for her', async () => {
    signInAs(null);
    serve([]);
    renderRemote(<EventsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('You must be logged in to create events')).toBeTruthy();
    expect(currentFake().calls).toEqual([]);
  });

  it('shows the empty state in words with Create the First Event', async () => {
    serve([]);
    renderRemote(<EventsPage />);
    expect(await screen.findByText('No community events available yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create the First Event' })).toBeTruthy();
  });

  it('shows the load failure with Retry, and Retry loads the page', async () => {
    let fail = true;
    serve([makeEvent({ title: 'Back again' })], [], (call) => (fail && call.table === 'events_page' ? { error: { message: 'down', code: '500' }, status: 500 } : undefined));
    renderRemote(<EventsPage />);
    expect(await screen.findByText('Failed to load community events', {}, { timeout: 15_000 })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    await findCard('Back again');
  }, 20_000);

  it('RSVPs optimistically and reverts with the spec text when the database refuses', async () => {
    serve([makeEvent({ title: 'Salon', max_attendees: 3, current_attendees: 1 })], [], (call) =>
      call.table === 'event_rsvps' && call.action === 'insert' ? { error: { message: 'full', code: '23514' }, status: 400 } : undefined,
    );
    renderRemote(<EventsPage />);
    await findCard('Salon');
    await userEvent.click(within(card('Salon')).getByRole('button', { name: 'RSVP' }));
    expect(await screen.findByText('Failed to update RSVP. Please try again.')).toBeTruthy();
    expect(within(card('Salon')).getByTestId('seats-left').textContent).toBe('2 of 3 seats left');
    expect(within(card('Salon')).getByRole('button', { name: 'RSVP' })).toBeTruthy();
  });

  it('offers the waitlist on a full event, and live seat counts move the card', async () => {
    const event = makeEvent({ title: 'Full dinner', max_attendees: 2, current_attendees: 2 });
    serve([event]);
    renderRemote(<EventsPage />);
    await findCard('Full dinner');
    expect(within(card('Full dinner')).getByTestId('seats-left').textContent).toBe('0 of 2 seats left');
    await waitFor(() => expect(currentFake().channels()).toBe(1));
    act(() => currentFake().emit('events', 'UPDATE', { new: { id: event.id, current_attendees: 1, max_attendees: 2, approved: true } }));
    await waitFor(() => expect(within(card('Full dinner')).getByTestId('seats-left').textContent).toBe('1 of 2 seats left'));
    // From now on the backend holds her waitlist place (what the refetch after the click reads).
    serve([{ ...event, current_attendees: 2 }], [{ event_id: event.id, status: 'waitlisted' }]);
    act(() => currentFake().emit('events', 'UPDATE', { new: { id: event.id, current_attendees: 2, max_attendees: 2, approved: true } }));
    await waitFor(() => expect(within(card('Full dinner')).getByTestId('seats-left').textContent).toBe('0 of 2 seats left'));
    await userEvent.click(within(card('Full dinner')).getByRole('button', { name: 'Join waitlist' }));
    expect(await screen.findByText('Joined Waitlist')).toBeTruthy();
    const insert = currentFake().calls.find((c) => c.table === 'event_rsvps' && c.action === 'insert');
    expect(insert?.payload).toEqual({ event_id: event.id, user_id: VIEWER_ID, status: 'waitlisted' });
    await userEvent.click(await within(card('Full dinner')).findByRole('button', { name: 'Leave waitlist' }));
    expect(await screen.findByText('Left Waitlist')).toBeTruthy();
  });
});
