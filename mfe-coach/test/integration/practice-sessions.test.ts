// @vitest-environment node
/**
 * The coach's requests through supabase-js against local-supabase as two members: a whole session (streamed
 * start and replies, auto-save, End Session with the scorecard stored), and privacy: another member can read,
 * change or delete none of her sessions, nor forge their score or status (nor can she: the function writes them).
 */
import type { DivaClient } from '@diva/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalSupabase, type Member, noRows, signUpMember, startTestServer } from '@diva/test-utils/backend';
import { endCoachSession, streamCoachReply } from '../../src/features/practice/api/coach.ts';
import { createSession } from '../../src/features/practice/api/create-session.ts';
import { saveSession } from '../../src/features/practice/api/save-session.ts';
import { presetSetup } from '../../src/features/practice/utils/session-rules.ts';
import { deleteSession } from '../../src/features/sessions/api/delete-session.ts';
import { fetchRecentSessions } from '../../src/features/sessions/api/get-recent-sessions.ts';
import { fetchScoreHistory } from '../../src/features/sessions/api/get-score-history.ts';
import type { ChatEntry } from '../../src/lib/practice-types.ts';

let server: LocalSupabase;
let ada: Member;
let bea: Member;
const as = (member: Member) => member.client as unknown as DivaClient;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server, 'Ada Coachee');
  bea = await signUpMember(server, 'Bea Other');
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

async function playedSession(member: Member): Promise<{ id: string; history: ChatEntry[] }> {
  const setup = presetSetup('Investor Pitch Preparation');
  const deltas: string[] = [];
  const opening = await streamCoachReply({ action: 'start', sessionData: setup }, (t) => deltas.push(t), as(member));
  expect(opening.source).toBe('offline');
  expect(deltas.length).toBeGreaterThan(1); // streamed in pieces, not one block
  expect(deltas.at(-1)).toBe(opening.message);
  const history: ChatEntry[] = [{ role: 'assistant', content: opening.message }];
  const id = await createSession(setup, history, as(member));
  const mine = "Hi, I'm Ada, I run a bakery chain. What do you look for in a founder? Could we book a call next Tuesday?";
  const reply = await streamCoachReply({ action: 'practice', message: mine, conversationHistory: history, sessionData: { ...setup, sessionId: id } }, () => {}, as(member));
  history.push({ role: 'user', content: mine }, { role: 'assistant', content: reply.message });
  await saveSession(id, { history }, as(member));
  return { id, history };
}

describe('a practice session', () => {
  it('streams, saves, ends with a scorecard (a tip per criterion) that the function stores on her session', async () => {
    const { id, history } = await playedSession(ada);
    const result = await endCoachSession({ conversationHistory: history, sessionData: { ...presetSetup('Investor Pitch Preparation'), sessionId: id } }, as(ada));
    expect(result.saved).toBe(true);
    expect(result.scorecard.criteria).toHaveLength(6);
    for (const c of result.scorecard.criteria) expect(c.tip, c.id).toMatch(/\w{3,}/);
    const [stored] = (await fetchRecentSessions(as(ada))).filter((s) => s.id === id);
    expect(stored).toMatchObject({ status: 'completed', score: result.scorecard.overall, scenario_type: 'preset', scenario_name: 'Investor Pitch Preparation' });
    expect(stored!.chat_history).toHaveLength(3);
    expect(stored!.scorecard?.overall).toBe(result.scorecard.overall);
    expect((await fetchScoreHistory(as(ada))).map((p) => p.score)).toContain(result.scorecard.overall);
  });

  it('refuses a practice message over 2000 characters with the function’s text', async () => {
    await expect(
      streamCoachReply({ action: 'practice', message: 'a'.repeat(2001), sessionData: presetSetup('Investor Pitch Preparation') }, () => {}, as(ada)),
    ).rejects.toThrow('Message must be 2000 characters or less');
  });

  it('lists at most the 10 most recently updated sessions, newest first', async () => {
    for (let i = 0; i < 11; i += 1) await createSession(presetSetup('First-time Networking Event'), [], as(ada));
    const recent = await fetchRecentSessions(as(ada));
    expect(recent).toHaveLength(10);
    const times = recent.map((s) => s.updated_at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('sessions are private', () => {
  it('another member can read, change or delete none of them, nor forge score or status', async () => {
    const { id } = await playedSession(ada);
    expect((await fetchRecentSessions(as(bea))).some((s) => s.id === id)).toBe(false);
    noRows(await bea.client.from('practice_sessions').select('id').eq('id', id));
    expect((await bea.client.from('practice_sessions').update({ score: 100, status: 'completed' }).eq('id', id)).error?.code).toBe('42501');
    noRows(await bea.client.from('practice_sessions').update({ chat_history: [] }).eq('id', id).select());
    await expect(saveSession(id, { history: [] }, as(bea))).rejects.toThrow('Session not found');
    await deleteSession(id, as(bea));
    const mine = (await fetchRecentSessions(as(ada))).find((s) => s.id === id);
    expect(mine).toMatchObject({ status: 'active', score: null });
    expect(mine!.chat_history).toHaveLength(3);
    // The coach's end as Bea with Ada's session id finds no session of hers, scores nothing and stores nothing.
    await expect(
      endCoachSession({ conversationHistory: mine!.chat_history, sessionData: { ...presetSetup('Investor Pitch Preparation'), sessionId: id } }, as(bea)),
    ).rejects.toThrow('Practice session not found');
    expect((await fetchRecentSessions(as(ada))).find((s) => s.id === id)).toMatchObject({ status: 'active', score: null });
    await deleteSession(id, as(ada));
    expect((await fetchRecentSessions(as(ada))).some((s) => s.id === id)).toBe(false);
  });

  it('she cannot write her own score or status: only the coach function does (42501)', async () => {
    const { id } = await playedSession(ada);
    expect((await ada.client.from('practice_sessions').update({ score: 100 }).eq('id', id)).error?.code).toBe('42501');
    expect((await ada.client.from('practice_sessions').update({ status: 'completed' }).eq('id', id)).error?.code).toBe('42501');
  });

  it('a session cannot be created in another member’s name', async () => {
    const { error } = await bea.client.from('practice_sessions').insert({ user_id: ada.id, scenario_name: 'Forged' });
    expect(error?.code).toBe('42501');
  });
});
