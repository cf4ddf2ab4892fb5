/**
 * Practice sessions: private to their owner, the scorecard column's checks, and what a member may write: her
 * transcript and scenario, never her score, status or scorecard (ai-networking-coach writes those).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type LocalSupabase, type Member, noRows, ok, refused, serviceClient, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let maya: Member;
let amara: Member;

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya');
  amara = await signUpMember(server, 'Amara');
});
afterAll(async () => {
  await server?.stop();
});

const scorecard = { overall: 50, criteria: [], summary: 'Strongest: opening.' };
const newSession = async (member: Member) =>
  ok(await member.client.from('practice_sessions').insert({ scenario_name: 'Investor Pitch Preparation', scenario_type: 'preset' }).select().single());

describe('practice sessions', () => {
  it('belong to the member who creates them (user_id from the token) and start active', async () => {
    const session = await newSession(maya);
    expect(session).toMatchObject({ user_id: maya.id, status: 'active', score: null, scorecard: null });
    refused(await maya.client.from('practice_sessions').insert({ user_id: amara.id, scenario_name: 'Forged' }), '42501');
  });

  it('never take a score, status or scorecard from the member herself (42501), only her transcript', async () => {
    const session = await newSession(maya);
    const own = maya.client.from('practice_sessions');
    refused(await own.update({ score: 100 }).eq('id', session.id), '42501');
    refused(await own.update({ status: 'completed' }).eq('id', session.id), '42501');
    refused(await own.update({ scorecard }).eq('id', session.id), '42501');
    refused(await own.insert({ scenario_name: 'Forged', score: 100, status: 'completed' }), '42501');
    refused(await own.insert({ scenario_name: 'Forged', scorecard }), '42501');
    const history = [{ role: 'user', content: 'Hi, I am Maya.' }];
    ok(await own.update({ chat_history: history, goal_description: 'Practise my pitch' }).eq('id', session.id).select().single());
    const row = ok(await own.select('chat_history, status, score, scorecard').eq('id', session.id).single());
    expect(row).toEqual({ chat_history: history, status: 'active', score: null, scorecard: null });
  });

  it('keep a scorecard object (written by the server); other shapes and out-of-range scores are refused', async () => {
    const session = await newSession(maya);
    const asServer = serviceClient(server).from('practice_sessions');
    const saved = ok(await asServer.update({ scorecard, score: 50, status: 'completed' }).eq('id', session.id).select().single());
    expect(saved).toMatchObject({ scorecard, score: 50, status: 'completed' });
    refused(await asServer.update({ scorecard: [1, 2] }).eq('id', session.id), '23514');
    refused(await asServer.update({ scorecard: { summary: 'x'.repeat(20_001) } }).eq('id', session.id), '23514');
    refused(await asServer.update({ score: 101 }).eq('id', session.id), '23514');
    refused(await asServer.update({ status: 'paused' }).eq('id', session.id), '23514');
  });

  it('are invisible and untouchable for another member and for visitors', async () => {
    const session = await newSession(maya);
    noRows(await amara.client.from('practice_sessions').select('id').eq('id', session.id));
    noRows(await amara.client.from('practice_sessions').update({ chat_history: [] }).eq('id', session.id).select());
    refused(await amara.client.from('practice_sessions').update({ score: 100, status: 'completed', scorecard }).eq('id', session.id), '42501');
    noRows(await amara.client.from('practice_sessions').delete().eq('id', session.id).select());
    refused(await anonClient(server).from('practice_sessions').select('id'), '42501');
    const mine = ok(await maya.client.from('practice_sessions').select('status, score, scorecard').eq('id', session.id).single());
    expect(mine).toEqual({ status: 'active', score: null, scorecard: null });
  });

  it('cannot be moved to another member', async () => {
    const session = await newSession(maya);
    refused(await maya.client.from('practice_sessions').update({ user_id: amara.id }).eq('id', session.id), '42501');
  });
});
