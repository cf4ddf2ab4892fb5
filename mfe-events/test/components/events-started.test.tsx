// An event that has started offers no RSVP or registration and says why; My events splits upcoming and past,
// with cancel and add to calendar on the upcoming ones; the calendar file's start is in UTC.
import { clearToasts } from '@diva/ui';
import { Route, Routes } from '@diva/router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventPage } from '../../src/app/event-page.tsx';
import { EventsPage } from '../../src/app/events-page.tsx';
import { MyEventsPage } from '../../src/app/my-events-page.tsx';
import { calendarFile } from '../../src/features/events/utils/calendar-file.ts';
import { VIEWER_ID, renderRemote, signInAs } from '@diva/test-utils';
import { makeEvent } from '../support/fixtures.ts';
import { currentFake, type FakeResponse, type RecordedCall, resetFake } from '@diva/test-utils/fake-supabase';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const hour = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
/** Started an hour ago (today: its badge still says Upcoming, yet it is closed). */
const started = makeEvent({ title: 'Started salon', starts_at: at(-hour), date: new Date().toISOString().slice(0, 10) });
const ahead = makeEvent({ title: 'Future salon', starts_at: at(48 * hour) });

function serve(override: (call: RecordedCall) => FakeResponse | undefined = () => undefined) {
  currentFake().respond = (call) => {
    const answer = override(call);
    if (answer) return answer;
    if (call.table === 'events_page') return { data: [started, ahead].map((e) => ({ ...e, my_status: null, by_president: false })) };
    if (call.table === 'my_attending_events') return { data: [started, ahead].map((e) => ({ ...e, my_status: 'attending' })) };
    return { data: call.action === 'select' || call.action === 'rpc' ? [] : null };
  };
}

beforeEach(() => {
  resetFake();
  signInAs(VIEWER_ID);
});
afterEach(async () => {
  await clearToasts();
});

describe('an event that has started', () => {
  it('says RSVPs and registration are closed, with no form, no seat count and no RSVP', async () => {
    serve((call) => (call.table === 'event_details' ? { data: started } : call.table === 'event_rsvps' ? { data: null } : undefined));
    renderRemote(
      <Routes>
        <Route path="/app/events/:eventId" element={<EventPage />} />
      </Routes>,
      { route: `/app/events/${started.id}` },
    );
    expect(await screen.findByText('This event has started: RSVPs and registration are closed.')).toBeTruthy();
    expect(screen.queryByTestId('registration-form')).toBeNull();
    expect(screen.queryByRole('button', { name: /Register Now|RSVP|Join waitlist/ })).toBeNull();
    expect(screen.queryByTestId('seats-left')).toBeNull();
  });

  it('an event ahead still has its form', async () => {
    serve((call) => (call.table === 'event_details' ? { data: ahead } : call.table === 'event_rsvps' ? { data: null } : undefined));
    renderRemote(
      <Routes>
        <Route path="/app/events/:eventId" element={<EventPage />} />
      </Routes>,
      { route: `/app/events/${ahead.id}` },
    );
    expect(await screen.findByTestId('registration-form')).toBeTruthy();
    expect(screen.queryByText('This event has started: RSVPs and registration are closed.')).toBeNull();
  });

  it('has no Register Now in the events list', async () => {
    serve();
    renderRemote(<EventsPage />);
    const rows = await screen.findAllByTestId('event-row');
    const startedRow = rows.find((row) => row.textContent?.includes('Started salon'))!;
    const aheadRow = rows.find((row) => row.textContent?.includes('Future salon'))!;
    expect(within(startedRow).queryByText('Register Now')).toBeNull();
    expect(within(startedRow).getByText('Registration closed')).toBeTruthy();
    expect(within(aheadRow).getByText('Register Now')).toBeTruthy();
  });
});

describe('My events', () => {
  it('splits her RSVPs into upcoming and past, and cancels one from there', async () => {
    serve();
    renderRemote(<MyEventsPage />, { route: '/app/my-events?tab=attending' });
    const upcoming = await screen.findByTestId('attending-upcoming');
    const past = screen.getByTestId('attending-past');
    expect(within(upcoming).getByText('Future salon')).toBeTruthy();
    expect(within(past).getByText('Started salon')).toBeTruthy();
    expect(within(past).queryByRole('button')).toBeNull();
    expect(within(upcoming).getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Cancel RSVP: Future salon' }));
    await waitFor(() =>
      expect(currentFake().calls.some((c) => c.table === 'event_rsvps' && c.action === 'delete')).toBe(true),
    );
  });
});

describe('the calendar file', () => {
  it("starts at the event's instant in UTC, not a floating local time", async () => {
    const atlanta = makeEvent({ date: '2099-07-01', time: '18:00:00', time_zone: 'America/New_York', starts_at: '2099-07-01T22:00:00+00:00' });
    const text = await calendarFile(atlanta, 'https://example.com/e');
    expect(text).toMatch(/DTSTART:20990701T220000Z/);
    expect(text).not.toMatch(/DTSTART:20990701T180000\r?\n/);
  });
});
