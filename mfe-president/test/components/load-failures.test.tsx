// Spec 02 §8's load and approval failures of the dashboard, each in words (with Retry for the loads).
import { clearToasts } from '@diva/ui';
import { type FakeResponse, type RecordedCall, currentFake, resetFake } from '@diva/test-utils/fake-supabase';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RemoteApp from '../../src/remote-app.tsx';
import { OTHER_ID, renderRemote, signInAs } from '@diva/test-utils';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const DOWN: FakeResponse = { error: { message: 'down', code: 'XX000' }, status: 500 };
const leader = (role: 'president' | 'moderator') => ({
  id: 'l', full_name: 'Leader', role, approved: true, chapter_id: role === 'president' ? 1 : null, chapter_name: role === 'president' ? 'Atlanta Divas' : null,
});
const PENDING_EVENT = {
  id: 'e1', title: 'Pitch night', date: '2099-01-01', time: '18:00', location: 'Atlanta', type: 'Networking', chapter_id: 1,
  chapter_name: 'Atlanta Divas', max_attendees: 20, current_attendees: 0, waitlisted: 0, approved: false, created_by: 'someone-else',
};

/** The dashboard as `role`, with `failing` answering 500 and every other request an empty success. */
function dashboard(role: 'president' | 'moderator', tab: string, failing: (call: RecordedCall) => boolean, events: unknown[] = []) {
  signInAs(OTHER_ID);
  currentFake().respond = (call) => {
    // Her own record (the guard reads it with her user id); the Approvals list reads the pending ones.
    if (call.table === 'diva_presidents' && call.columns?.includes('approved')) return { data: leader(role) };
    if (failing(call)) return DOWN;
    if (call.table === 'president_events') return { data: events };
    return { data: [] };
  };
  renderRemote(<RemoteApp basePath="/president" />, { route: `/president/dashboard?tab=${tab}`, path: '/president/*' });
}

beforeEach(() => resetFake());
afterEach(async () => {
  await clearToasts();
});

describe('dashboard failures', () => {
  it("a president's events: 'Failed to load chapter events.' with Retry", async () => {
    dashboard('president', 'events', (call) => call.table === 'president_events');
    expect(await screen.findByText('Failed to load chapter events.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it("the moderator's events: 'Failed to load events'", async () => {
    dashboard('moderator', 'events', (call) => call.table === 'president_events');
    expect(await screen.findByText('Failed to load events')).toBeTruthy();
  });

  it("members: 'Failed to load chapter members.'", async () => {
    dashboard('president', 'members', (call) => call.table === 'president_chapter_members');
    expect(await screen.findByText('Failed to load chapter members.')).toBeTruthy();
  });

  it("approvals: 'Failed to load president applications'", async () => {
    dashboard('moderator', 'approvals', (call) => call.table === 'diva_presidents');
    expect(await screen.findByText('Failed to load president applications')).toBeTruthy();
  });

  it("approving a pending event the database refuses: 'Failed to approve event', the event still pending", async () => {
    dashboard('moderator', 'events', (call) => call.table === 'events' && call.action === 'update', [PENDING_EVENT]);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve: Pitch night' }));
    expect(await screen.findByText('Failed to approve event')).toBeTruthy();
    expect(screen.getByText('Pending Approval')).toBeTruthy();
  });
});
