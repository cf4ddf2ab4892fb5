/** Every text a member can provoke in Who when a request or an AI function fails, and the coach's fallbacks. */
import { renderWithProviders, signInAs } from '@diva/test-utils';
import { currentFake, resetFake } from '@diva/test-utils/fake-supabase';
import { COMMON_TEXTS, CONNECTION_TEXTS } from '@diva/core/texts';
import { clearToasts, theme } from '@diva/ui';
import { MantineProvider } from '@mantine/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@diva/core';
import DiscoverDialog from '../../src/features/discovery/components/discover-dialog.tsx';
import { SkillPanel } from '../../src/features/discovery/components/skill-panel.tsx';
import CoachSession from '../../src/features/goals/components/coach-session.tsx';
import type { Goal } from '../../src/features/goals/api/get-goals.ts';
import { MatchesPage } from '../../src/app/matches-page.tsx';
import RequestDialog from '../../src/features/matches/components/request-dialog.tsx';
import { WHO_TEXTS } from '../../src/texts.ts';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const ME = '11111111-1111-4111-8111-111111111111';
const BEA = '22222222-2222-4222-8222-222222222222';
const render = (ui: ReactElement, route = '/') =>
  renderWithProviders(<MantineProvider theme={theme} env="test">{ui}</MantineProvider>, { route });
const FAILED = { data: null, error: new Error('Edge Function returned a non-2xx status code') };
const answer = (data: unknown) => ({ data, error: null });
let invoke: ReturnType<typeof vi.fn>;
// Several requests and toasts in a row: give each wait room on a loaded machine.
configure({ asyncUtilTimeout: 5000 });
// Mantine's autosize textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

beforeEach(() => {
  invoke = vi.fn();
  resetFake({ functions: { invoke } });
  signInAs(ME, { email: 'me@example.com' });
});
afterEach(async () => {
  await clearToasts();
});

describe('Discover with AI', () => {
  it("says 'Failed to start AI conversation', then after Try again 'Failed to send message' and 'Failed to refresh suggestions'", async () => {
    invoke.mockResolvedValueOnce(FAILED);
    render(<DiscoverDialog category="passions" existing={[]} onAdd={() => undefined} onClose={() => undefined} />);
    // The toast and the dialog's own line both say it.
    await waitFor(() => expect(screen.getAllByText(WHO_TEXTS.startAiConversationFailed).length).toBe(2));

    invoke.mockResolvedValueOnce(answer({ message: 'What lights you up?', suggestions: [{ text: 'Mentoring', reason: 'You like helping' }], source: 'offline' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('What lights you up?')).toBeTruthy();
    expect(invoke.mock.calls[1]![1].body).toMatchObject({ category: 'passions', action: 'start' });

    invoke.mockResolvedValueOnce(FAILED);
    await userEvent.type(screen.getByLabelText('Tell the coach about yourself'), 'I love teaching');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(COMMON_TEXTS.sendMessageFailed)).toBeTruthy();
    expect(invoke.mock.calls[2]![1].body).toMatchObject({ action: 'chat', message: 'I love teaching' });

    invoke.mockResolvedValueOnce(FAILED);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh suggestions' }));
    expect(await screen.findByText(WHO_TEXTS.refreshSuggestionsFailed)).toBeTruthy();
    expect(invoke.mock.calls[3]![1].body).toMatchObject({ action: 'refresh', previousSuggestions: ['Mentoring'] });
    // What was suggested before stays.
    expect(screen.getByRole('button', { name: 'Add Mentoring' })).toBeTruthy();
  });
});

describe('Refresh suggestions', () => {
  it('sends what is on screen first, then what she saw before, each once', async () => {
    const suggestions = (names: string[]) => names.map((text) => ({ text, reason: `Why ${text}` }));
    invoke.mockResolvedValueOnce(answer({ message: 'First ideas.', suggestions: suggestions(['Mentoring', 'Education']), source: 'offline' }));
    render(<DiscoverDialog category="passions" existing={[]} onAdd={() => undefined} onClose={() => undefined} />);
    expect(await screen.findByText('First ideas.')).toBeTruthy();
    invoke.mockResolvedValueOnce(answer({ message: 'More ideas.', suggestions: suggestions(['Sustainability', 'Mentoring']), source: 'offline' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh suggestions' }));
    expect(await screen.findByText('More ideas.')).toBeTruthy();
    invoke.mockResolvedValueOnce(answer({ message: 'Even more.', suggestions: suggestions(['Arts & Culture']), source: 'offline' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh suggestions' }));
    expect(await screen.findByText('Even more.')).toBeTruthy();
    expect(invoke.mock.calls[2]![1].body).toMatchObject({ action: 'refresh', previousSuggestions: ['Sustainability', 'Mentoring', 'Education'] });
  });
});

describe('a discovery tab', () => {
  it("puts an item back with 'Failed to remove passion' when the database refuses the delete", async () => {
    currentFake().respond = (call) =>
      call.action === 'delete' ? { error: { message: 'nope', code: '42501' }, status: 403 } : { data: [{ passion: 'Fundraising' }] };
    render(<SkillPanel category="passions" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Fundraising' }));
    expect(await screen.findByText('Failed to remove passion')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Remove Fundraising' })).toBeTruthy();
    expect(currentFake().calls.find((c) => c.action === 'delete')?.table).toBe('user_passions');
  });
});

const GOAL: Goal = {
  id: 'g1', category: 'mentor', title: 'Meet a fundraising mentor', description: null, target_date: null,
  status: 'outreach_initiated', status_reason: null, target_member_id: null, created_at: '2026-11-01T00:00:00Z',
};

describe('the goal coach fallbacks (spec 02 §4)', () => {
  it('greets a new session with the initial stage greeting when the coach cannot start', async () => {
    invoke.mockResolvedValueOnce(FAILED);
    render(<CoachSession connectionType="mentor" onClose={() => undefined} />);
    expect(await screen.findByText(WHO_TEXTS.goalCoachGreetings.initial)).toBeTruthy();
    expect(invoke.mock.calls[0]![1].body).toMatchObject({ action: 'start', stage: 'initial', connectionType: 'mentor' });
  });

  it("greets a goal with its own stage's greeting, and apologises when a chat message fails", async () => {
    currentFake().respond = () => ({ data: [] }); // no stored chat yet
    invoke.mockResolvedValueOnce(FAILED);
    render(<CoachSession connectionType="mentor" goal={GOAL} onClose={() => undefined} />);
    expect(await screen.findByText(WHO_TEXTS.goalCoachGreetings.outreach_initiated)).toBeTruthy();
    expect(screen.queryByText(WHO_TEXTS.goalCoachGreetings.initial)).toBeNull();

    invoke.mockResolvedValueOnce(FAILED);
    await userEvent.type(screen.getByLabelText('Your message'), 'She has not replied yet');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(WHO_TEXTS.goalCoachApology)).toBeTruthy();
    expect(screen.getByText('She has not replied yet')).toBeTruthy();
  });
});

const MATCH = { user_id: BEA, display_name: 'Bea', avatar_url: null, role: null, company: null, skills: ['Sales'], reasons: ['Atlanta chapter'], score: 2 };

describe('a connection request', () => {
  it("says 'AI Assistant Error…' when Write it for me fails, and keeps what she wrote", async () => {
    invoke.mockResolvedValueOnce(FAILED);
    render(<RequestDialog match={MATCH} onClose={() => undefined} />);
    await userEvent.type(await screen.findByLabelText('Message (optional)'), 'Hi Bea');
    await userEvent.click(screen.getByRole('button', { name: 'Write it for me' }));
    expect(await screen.findByText(WHO_TEXTS.aiAssistantError.title)).toBeTruthy();
    expect(screen.getByText(WHO_TEXTS.aiAssistantError.message)).toBeTruthy();
    expect((screen.getByLabelText('Message (optional)') as HTMLTextAreaElement).value).toBe('Hi Bea');
    expect(invoke.mock.calls[0]![0]).toBe('ai-connection-assistant');
  });

  it('holds the message to 500 characters, also what the assistant writes, with the counter', async () => {
    invoke.mockResolvedValueOnce(answer({ message: 'x'.repeat(LIMITS.connectionMessage + 40), source: 'offline' }));
    render(<RequestDialog match={MATCH} onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Write it for me' }));
    await waitFor(() => expect((screen.getByLabelText('Message (optional)') as HTMLTextAreaElement).value).toHaveLength(500));
    expect(screen.getByTestId('character-counter').textContent).toBe('500 / 500');
    await userEvent.type(screen.getByLabelText('Message (optional)'), 'more');
    expect((screen.getByLabelText('Message (optional)') as HTMLTextAreaElement).value).toHaveLength(500);
  });
});

const REQUEST = {
  id: '7d1c3f0e-2b4a-4c5d-8e6f-9a0b1c2d3e4f', requester_id: BEA, requested_id: ME, message: 'Hello!', status: 'pending', created_at: '2026-11-01T00:00:00Z',
  requester: { user_id: BEA, display_name: 'Bea', avatar_url: null, role: null },
  requested: { user_id: ME, display_name: 'Me', avatar_url: null, role: null },
};

describe('Who Matches', () => {
  it("Deny answers the request as denied; a refused answer says 'Failed to update connection request' and the request stays", async () => {
    let refuse = true;
    currentFake().respond = (call) => {
      if (call.action === 'update') return refuse ? { data: [] } : { data: [{ id: REQUEST.id }] }; // no row: not hers to answer
      return call.table === 'connection_requests' ? { data: [REQUEST] } : { data: [] };
    };
    render(<MatchesPage />, '/?tab=requests');
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    expect(await screen.findByText(CONNECTION_TEXTS.updateRequestFailed)).toBeTruthy();
    expect(screen.getByText('Hello!')).toBeTruthy();
    const update = currentFake().calls.find((c) => c.action === 'update');
    expect(update?.payload).toEqual({ status: 'denied' });

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(currentFake().calls.filter((c) => c.action === 'update')).toHaveLength(2));
  });

  it("a notification's link shows its request first, marked and focused; she withdraws hers and removes a connection after confirming", async () => {
    const other = { ...REQUEST, id: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', message: 'Earlier one' };
    const sent = { ...REQUEST, id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', requester_id: ME, requested_id: BEA, message: null };
    const connected = { ...REQUEST, id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', status: 'approved', message: null };
    currentFake().respond = (call) => {
      if (call.action === 'delete') return { data: [{ id: 'gone' }] };
      return call.table === 'connection_requests' ? { data: [other, REQUEST, sent, connected] } : { data: [] };
    };
    render(<MatchesPage />, `/?tab=requests&request=${REQUEST.id}`);
    const cards = await screen.findAllByTestId('who-request');
    expect(cards.map((card) => card.getAttribute('data-request-id'))).toEqual([REQUEST.id, other.id]);
    expect(cards[0]!.getAttribute('data-highlighted')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(cards[0]));
    expect(screen.getByTestId('who-sent-request').textContent).toContain(CONNECTION_TEXTS.pending);
    await userEvent.click(screen.getByRole('button', { name: CONNECTION_TEXTS.withdraw }));
    await waitFor(() => expect(currentFake().calls.filter((c) => c.action === 'delete')).toHaveLength(1));

    await userEvent.click(screen.getByRole('tab', { name: 'Active Connections' }));
    await userEvent.click(await screen.findByRole('button', { name: `${CONNECTION_TEXTS.remove}: Bea` }));
    const dialog = await screen.findByRole('dialog', { name: CONNECTION_TEXTS.removeTitle });
    expect(currentFake().calls.filter((c) => c.action === 'delete')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(currentFake().calls.filter((c) => c.action === 'delete')).toHaveLength(2));
  });

  it('Show more asks the database for the next page of ranked members and shows them', async () => {
    const people = Array.from({ length: 8 }, (_, i) => ({ ...MATCH, user_id: `u${i}`, display_name: `Member ${i}` }));
    currentFake().respond = (call) =>
      call.action === 'rpc' ? { data: people.slice(0, (call.payload as { p_limit: number }).p_limit) } : { data: [] };
    render(<MatchesPage />);
    await waitFor(() => expect(screen.getAllByTestId('who-match')).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('who-match')).toHaveLength(6));
    expect(screen.getByText('Member 5')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('who-match')).toHaveLength(8));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    const limits = currentFake().calls.filter((c) => c.action === 'rpc').map((c) => (c.payload as { p_limit: number }).p_limit);
    expect(limits).toEqual([4, 7, 10]);
  });
});
