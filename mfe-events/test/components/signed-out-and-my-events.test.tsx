import { clearToasts } from '@diva/ui';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventsPage } from '../../src/app/events-page.tsx';
import { MyEventsPage } from '../../src/app/my-events-page.tsx';
import { useSaveEvent } from '../../src/features/events/hooks/use-save-event.ts';
import { TestProviders, VIEWER_ID, renderRemote, signInAs } from '@diva/test-utils';
import { makeEvent } from '../support/fixtures.ts';
import { currentFake, type FakeResponse, type RecordedCall, resetFake } from '@diva/test-utils/fake-supabase';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

/** What the API answers when her token expired under the open page. */
const EXPIRED: FakeResponse = { error: { message: 'JWT expired', code: 'PGRST303' }, status: 401 };

function serve(override: (call: RecordedCall) => FakeResponse | undefined) {
  currentFake().respond = (call) => {
    const answer = override(call);
    if (answer) return answer;
    if (call.table === 'events_page') return { data: [{ ...makeEvent({ title: 'Salon', max_attendees: 3, current_attendees: 1 }), my_status: null, by_president: false }] };
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

describe('a session that ended under the open page', () => {
  it("an RSVP answered 401 says 'Login Required: Please log in to RSVP to events' and reverts", async () => {
    serve((call) => (call.table === 'event_rsvps' && call.action === 'insert' ? EXPIRED : undefined));
    renderRemote(<EventsPage />);
    const salon = await waitFor(() => screen.getAllByTestId('event-card').find((c) => c.textContent?.includes('Salon'))!);
    await userEvent.click(within(salon).getByRole('button', { name: 'RSVP' }));
    expect(await screen.findByText('Login Required')).toBeTruthy();
    expect(screen.getByText('Please log in to RSVP to events')).toBeTruthy();
    expect(screen.queryByText('Failed to update RSVP. Please try again.')).toBeNull();
    expect(within(salon).getByTestId('seats-left').textContent).toBe('2 of 3 seats left');
  });
});

describe('a new event saved after the session ended', () => {
  it("answered 401 says 'You must be logged in to create events'; any other failure 'Failed to create event…'", async () => {
    let answer: FakeResponse = EXPIRED;
    serve((call) => (call.table === 'events' && call.action === 'insert' ? answer : undefined));
    const onSaved = vi.fn();
    renderRemote(<></>);
    const { result } = renderHook(() => useSaveEvent(undefined, onSaved), { wrapper: ({ children }) => <TestProviders>{children}</TestProviders> });
    const values = { title: 'Rooftop Mixer', date: '2099-03-01', time: '18:30', location: 'Skyline', type: 'online' as const, max_attendees: 2, price: 0, image_url: '', description: '', chapter_id: null };
    await act(async () => void (await result.current.mutateAsync(values).catch(() => undefined)));
    expect(await screen.findByText('You must be logged in to create events')).toBeTruthy();
    answer = { error: { message: 'boom', code: 'XX000' }, status: 500 };
    await act(async () => void (await result.current.mutateAsync(values).catch(() => undefined)));
    expect(await screen.findByText('Failed to create event. Please try again.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('My events, each tab failing on its own', () => {
  it("says 'Failed to load your RSVPed events' on the attending tab when her RSVPed events fail, with Retry", async () => {
    let fail = true;
    serve((call) => (fail && call.table === 'my_attending_events' ? { error: { message: 'boom', code: 'XX000' }, status: 500 } : undefined));
    renderRemote(<MyEventsPage />, { route: '/app/my-events?tab=attending' });
    expect(await screen.findByText('Failed to load your RSVPed events', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Failed to load your events')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByText("You haven't RSVPed to any events yet.")).toBeTruthy();
  }, 20_000);

  it("says 'Failed to load your events' on the created tab when her events fail", async () => {
    serve((call) => (call.table === 'my_created_events' ? { error: { message: 'boom', code: 'XX000' }, status: 500 } : undefined));
    renderRemote(<MyEventsPage />, { route: '/app/my-events?tab=created' });
    expect(await screen.findByText('Failed to load your events', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Failed to load your RSVPed events')).toBeNull();
  }, 20_000);
});
