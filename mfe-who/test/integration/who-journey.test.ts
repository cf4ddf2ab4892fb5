// @vitest-environment node
/**
 * The Who area's requests through supabase-js against in-memory local-supabase, as two and three members:
 * skills, the dashboard in one call, matches with reasons, a saved goal session and its chat, the goal moved by
 * a request and its approval, and what another member can neither read nor change. The AI functions answer
 * from the offline engine.
 */
import { type LocalSupabase, type Member, signUpMember, startTestServer } from '@diva/test-utils/backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSkill } from '../../src/features/discovery/api/add-skill.ts';
import { removeSkill } from '../../src/features/discovery/api/remove-skill.ts';
import { callDiscoveryChat } from '../../src/features/discovery/api/discovery-chat.ts';
import { fetchSkills } from '../../src/features/discovery/api/get-skills.ts';
import { fetchWhoDashboard } from '../../src/features/dashboard/api/get-who-dashboard.ts';
import { advanceGoal } from '../../src/features/goals/api/advance-goal.ts';
import { fetchGoals } from '../../src/features/goals/api/get-goals.ts';
import { callGoalSetter } from '../../src/features/goals/api/goal-setter.ts';
import { fetchGoalChat } from '../../src/features/goals/api/get-goal-chat.ts';
import { saveGoalSession } from '../../src/features/goals/api/save-goal-session.ts';
import { answerRequest } from '../../src/features/matches/api/answer-request.ts';
import { deleteRequest } from '../../src/features/matches/api/delete-request.ts';
import { fetchMatches } from '../../src/features/matches/api/get-matches.ts';
import { fetchRequests } from '../../src/features/matches/api/get-requests.ts';
import { sendRequest } from '../../src/features/matches/api/send-request.ts';
import { writeRequestMessage } from '../../src/features/matches/api/write-request-message.ts';
import { whoProgress } from '../../src/features/dashboard/utils/progress.ts';

let server: LocalSupabase;
let ada: Member;
let bea: Member;
let cleo: Member;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server, 'Ada Who');
  bea = await signUpMember(server, 'Bea Match');
  cleo = await signUpMember(server, 'Cleo Other');
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('skills and the dashboard', () => {
  it('starts at 0% and follows her items', async () => {
    const empty = await fetchWhoDashboard(ada.client);
    expect(whoProgress({ skills: 0, goals: empty.goals, connections: empty.connections })).toBe(0);
    await addSkill(ada.id, 'superpowers', 'Storytelling', ada.client);
    await addSkill(ada.id, 'passions', 'Fundraising', ada.client);
    await addSkill(ada.id, 'fuel', 'Impact', ada.client);
    expect(await fetchSkills(ada.id, 'passions', ada.client)).toEqual(['Fundraising']);
    const d = await fetchWhoDashboard(ada.client);
    expect([d.superpowers, d.passions, d.fuel, d.recent_superpowers]).toEqual([1, 1, 1, ['Storytelling']]);
  });

  it("refuses adding to or removing another member's items", async () => {
    await expect(addSkill(ada.id, 'superpowers', 'Forged', cleo.client)).rejects.toMatchObject({ code: '42501' });
    await removeSkill(ada.id, 'superpowers', 'Storytelling', cleo.client);
    expect(await fetchSkills(ada.id, 'superpowers', ada.client)).toEqual(['Storytelling']);
  });
});

describe('matches, requests and goals', () => {
  it('ranks the member who shares her passion first, with the reason', async () => {
    await addSkill(bea.id, 'passions', 'fundraising', bea.client);
    await addSkill(bea.id, 'superpowers', 'Sales', bea.client);
    const matches = await fetchMatches(10, ada.client);
    expect(matches[0]).toMatchObject({ user_id: bea.id, skills: ['Sales'] });
    expect(matches[0]!.reasons).toContain('You both care about fundraising');
  });

  it('saves a goal session about Bea, and the goal moves on her request and approval', async () => {
    const coach = await callGoalSetter({ action: 'start', stage: 'initial', connectionType: 'collaborator' }, ada.client);
    expect(coach.source).toBe('offline');
    const goalId = await saveGoalSession(
      {
        userId: ada.id,
        messages: [{ role: 'assistant', content: coach.message }, { role: 'user', content: 'Find a fundraising partner by June' }],
        goalData: null,
        connectionType: 'collaborator',
        targetMemberId: bea.id,
      },
      ada.client,
    );
    expect((await fetchGoalChat(goalId, ada.client)).map((m) => m.role)).toEqual(['assistant', 'user']);
    expect(await fetchGoalChat(goalId, cleo.client)).toEqual([]);
    expect((await fetchGoals(ada.id, ada.client))[0]).toMatchObject({ id: goalId, status: 'goal_created' });

    const draft = await writeRequestMessage(bea.id, 'Bea Match', ada.client);
    expect(draft.message.length).toBeLessThanOrEqual(500);
    await sendRequest({ requestedId: bea.id, message: draft.message }, ada.client);
    expect((await fetchGoals(ada.id, ada.client))[0]).toMatchObject({ status: 'outreach_initiated', status_reason: 'You sent Bea Match a connection request' });
    expect((await fetchMatches(10, ada.client)).map((m) => m.user_id)).not.toContain(bea.id);

    // Only the recipient sees it as pending and can approve it.
    expect((await fetchRequests(ada.id, ada.client)).incoming).toEqual([]);
    expect((await fetchRequests(ada.id, ada.client)).outgoing.map((r) => r.requested_id)).toEqual([bea.id]);
    const incoming = (await fetchRequests(bea.id, bea.client)).incoming;
    expect(incoming).toHaveLength(1);
    await expect(answerRequest({ id: incoming[0]!.id, status: 'approved' }, ada.client)).rejects.toThrow();
    await answerRequest({ id: incoming[0]!.id, status: 'approved' }, bea.client);
    expect((await fetchGoals(ada.id, ada.client))[0]).toMatchObject({ status: 'connection_acquired' });
    expect((await fetchWhoDashboard(ada.client)).recent_connections.map((c) => c.user_id)).toEqual([bea.id]);
    // Either side removes the connection; a third member cannot.
    await expect(deleteRequest(incoming[0]!.id, cleo.client)).rejects.toThrow(/not yours/);
    await deleteRequest(incoming[0]!.id, bea.client);
    expect((await fetchRequests(ada.id, ada.client)).connections).toEqual([]);

    // Cleo can neither read nor move Ada's goal.
    expect(await fetchGoals(ada.id, cleo.client)).toEqual([]);
    await advanceGoal({ id: goalId, status: 'connection_acquired' }, cleo.client);
    await advanceGoal({ id: goalId, status: 'connection_acquired' }, ada.client);
    expect((await fetchGoals(ada.id, ada.client))[0]).toMatchObject({ status: 'goal_completed', status_reason: null });
  });

  it('discovery chat suggests items she does not have yet', async () => {
    const answer = await callDiscoveryChat({ category: 'superpowers', action: 'start' }, ada.client);
    expect(answer.source).toBe('offline');
    expect(answer.suggestions.map((s) => s.text.toLowerCase())).not.toContain('storytelling');
  });
});
