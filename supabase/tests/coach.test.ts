/** Goals, the goal coach's chat history and practice sessions are private to their owner. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type LocalSupabase, makeAdmin, type Member, noRows, ok, refused, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let maya: Member;
let amara: Member;
let admin: Member;

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya');
  amara = await signUpMember(server, 'Amara');
  admin = await makeAdmin(server, await signUpMember(server, 'Admin'));
});
afterAll(async () => {
  await server?.stop();
});

describe('goals', () => {
  let goalId: string;

  it('default to goal_created and networking, and move through the stages', async () => {
    const g = ok(await maya.client.from('user_goals').insert({ user_id: maya.id, title: 'Find a mentor', target_date: '2099-03-01' }).select().single());
    expect(g).toMatchObject({ status: 'goal_created', category: 'networking' });
    goalId = g.id;
    for (const status of ['connection_identified', 'outreach_initiated', 'connection_acquired', 'goal_completed'] as const) {
      const [row] = ok(await maya.client.from('user_goals').update({ status }).eq('id', goalId).select('status'));
      expect(row.status).toBe(status);
    }
    refused(await maya.client.from('user_goals').update({ status: 'abandoned' }).eq('id', goalId), '23514');
  });

  it('enforce title 200 and description 1000 characters', async () => {
    refused(await maya.client.from('user_goals').insert({ user_id: maya.id, title: 't'.repeat(201) }), '23514');
    refused(await maya.client.from('user_goals').insert({ user_id: maya.id, title: 't', description: 'd'.repeat(1001) }), '23514');
    ok(await maya.client.from('user_goals').insert({ user_id: maya.id, title: 't'.repeat(200), description: 'd'.repeat(1000) }));
  });

  it('are invisible and untouchable for other members, the admin included', async () => {
    for (const other of [amara, admin]) {
      expect(ok(await other.client.from('user_goals').select('id').eq('user_id', maya.id))).toEqual([]);
      noRows(await other.client.from('user_goals').update({ title: 'x' }).eq('id', goalId).select());
      noRows(await other.client.from('user_goals').delete().eq('id', goalId).select());
    }
    refused(await amara.client.from('user_goals').insert({ user_id: maya.id, title: 'Planted' }), '42501');
    refused(await anonClient(server).from('user_goals').select('id'), '42501');
  });

  it('keep the goal-coach conversation private and tied to her own goals', async () => {
    ok(await maya.client.from('goal_chat_history').insert({ user_id: maya.id, goal_id: goalId, stage: 'goal_created', message_role: 'user', message_content: 'Hello coach' }));
    ok(await maya.client.from('goal_chat_history').insert({ user_id: maya.id, goal_id: goalId, stage: 'goal_created', message_role: 'assistant', message_content: 'Hello!' }));
    expect(ok(await maya.client.from('goal_chat_history').select('message_role').eq('goal_id', goalId).order('created_at'))).toHaveLength(2);
    expect(ok(await amara.client.from('goal_chat_history').select('id').eq('goal_id', goalId))).toEqual([]);
    const amaraGoal = ok(await amara.client.from('user_goals').insert({ user_id: amara.id, title: 'Mine' }).select('id').single());
    refused(await maya.client.from('goal_chat_history').insert({ user_id: maya.id, goal_id: amaraGoal.id, message_role: 'user', message_content: 'x' }), '42501');
    refused(await amara.client.from('goal_chat_history').insert({ user_id: maya.id, message_role: 'user', message_content: 'x' }), '42501');
    refused(await maya.client.from('goal_chat_history').insert({ user_id: maya.id, message_role: 'robot', message_content: 'x' }), '23514');
  });

  it('delete with their chat history', async () => {
    ok(await maya.client.from('user_goals').delete().eq('id', goalId));
    expect(ok(await maya.client.from('goal_chat_history').select('id').eq('goal_id', goalId))).toEqual([]);
  });
});

describe('practice sessions', () => {
  let sessionId: string;

  // Ending and scoring are the coach function's (service role, 20261123221000_practice_score_server_only);
  // coach-sessions.test.ts covers that path.
  it('are created active and saved by their owner, who cannot end or score them herself', async () => {
    const s = ok(
      await maya.client
        .from('practice_sessions')
        .insert({ user_id: maya.id, scenario_type: 'preset', scenario_name: 'First-time Networking Event', chat_history: [{ role: 'assistant', content: 'Hi!' }] })
        .select()
        .single(),
    );
    expect(s.status).toBe('active');
    sessionId = s.id;
    const history = [{ role: 'assistant', content: 'Hi!' }, { role: 'user', content: 'Hello, I am Maya' }];
    ok(await maya.client.from('practice_sessions').update({ chat_history: history }).eq('id', sessionId));
    refused(await maya.client.from('practice_sessions').update({ status: 'completed', score: 82 }).eq('id', sessionId), '42501');
    const [saved] = ok(await maya.client.from('practice_sessions').select('status, score, chat_history').eq('id', sessionId));
    expect(saved).toEqual({ status: 'active', score: null, chat_history: history });
    const recent = ok(await maya.client.from('practice_sessions').select('id').order('updated_at', { ascending: false }).limit(10));
    expect(recent[0].id).toBe(sessionId);
  });

  it('validate type, status, score and history shape', async () => {
    const base = { user_id: maya.id, scenario_name: 'Custom Practice Session' };
    refused(await maya.client.from('practice_sessions').insert({ ...base, scenario_type: 'random' }), '23514');
    // Status and score are not hers to write at all (the CHECKs still hold for the function).
    refused(await maya.client.from('practice_sessions').insert({ ...base, status: 'paused' }), '42501');
    refused(await maya.client.from('practice_sessions').insert({ ...base, score: 120 }), '42501');
    refused(await maya.client.from('practice_sessions').insert({ ...base, chat_history: { role: 'user' } }), '23514');
  });

  it('are private to their owner', async () => {
    expect(ok(await amara.client.from('practice_sessions').select('id').eq('id', sessionId))).toEqual([]);
    expect(ok(await admin.client.from('practice_sessions').select('id').eq('id', sessionId))).toEqual([]);
    noRows(await amara.client.from('practice_sessions').update({ chat_history: [] }).eq('id', sessionId).select());
    noRows(await amara.client.from('practice_sessions').delete().eq('id', sessionId).select());
    refused(await amara.client.from('practice_sessions').insert({ user_id: maya.id, scenario_name: 'x' }), '42501');
    expect(ok(await maya.client.from('practice_sessions').delete().eq('id', sessionId).select('id'))).toHaveLength(1);
  });
});
