/** Who: the dashboard in one call, matches ranked with reasons, goals moved by requests by trigger. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type LocalSupabase, type Member, ok, refused, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let maya: Member;
let amara: Member;
let jasmine: Member;
let zoe: Member;

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya');
  amara = await signUpMember(server, 'Amara');
  jasmine = await signUpMember(server, 'Jasmine');
  zoe = await signUpMember(server, 'Zoe');
});
afterAll(async () => {
  await server?.stop();
});

async function goal(member: Member, target: string | null, title = 'Meet a fundraising mentor') {
  return ok(
    await member.client.from('user_goals').insert({ user_id: member.id, title, target_member_id: target }).select().single(),
  );
}

describe('who_dashboard', () => {
  it('gives a new member zeros and empty lists in one call', async () => {
    const data = ok(await zoe.client.rpc('who_dashboard')) as Record<string, unknown>;
    expect(data).toMatchObject({ superpowers: 0, goals: 0, connections: 0, recent_goals: [], practice_count: 0, practice_average: null });
  });

  it('counts only her own items, 3 most recent', async () => {
    for (const s of ['Public speaking', 'Sales', 'Design', 'Finance']) {
      ok(await maya.client.from('user_superpowers').insert({ user_id: maya.id, superpower: s }));
    }
    const data = ok(await maya.client.rpc('who_dashboard')) as { superpowers: number; recent_superpowers: string[] };
    expect(data.superpowers).toBe(4);
    expect(data.recent_superpowers).toHaveLength(3);
    const other = ok(await amara.client.rpc('who_dashboard')) as { superpowers: number };
    expect(other.superpowers).toBe(0);
  });
});

describe('who_matches', () => {
  it('ranks shared passions first with the reason, excludes herself', async () => {
    ok(await maya.client.from('user_passions').insert({ user_id: maya.id, passion: 'Fundraising' }));
    ok(await jasmine.client.from('user_passions').insert({ user_id: jasmine.id, passion: 'fundraising' }));
    const rows = ok(await maya.client.rpc('who_matches', { p_limit: 10 }));
    expect(rows[0]).toMatchObject({ user_id: jasmine.id });
    expect(rows[0]!.reasons).toContain('You both care about fundraising');
    expect(rows.map((r) => r.user_id)).not.toContain(maya.id);
  });

  it('excludes members with a request either way and blocked members', async () => {
    ok(await maya.client.from('member_blocks').insert({ blocker_id: maya.id, blocked_id: zoe.id }));
    const before = ok(await maya.client.rpc('who_matches', { p_limit: 10 })).map((r) => r.user_id);
    expect(before).not.toContain(zoe.id);
    expect(before).toContain(amara.id);
  });

  it('excludes a member who blocked her (a block she cannot read)', async () => {
    ok(await amara.client.from('member_blocks').insert({ blocker_id: amara.id, blocked_id: jasmine.id }));
    const rows = ok(await jasmine.client.rpc('who_matches', { p_limit: 10 })).map((r) => r.user_id);
    expect(rows).not.toContain(amara.id);
    expect(rows).toContain(maya.id);
    ok(await amara.client.from('member_blocks').delete().eq('blocked_id', jasmine.id));
  });

  it('is refused to the anonymous', async () => {
    const anon = anonClient(server);
    refused(await anon.rpc('who_matches', {}), '42501');
  });
});

describe('goals moved by connection requests', () => {
  it('sending a request moves her goal about that member to outreach_initiated, approval to connection_acquired', async () => {
    const g = await goal(maya, amara.id);
    expect(g.status).toBe('goal_created');
    ok(await maya.client.from('connection_requests').insert({ requester_id: maya.id, requested_id: amara.id }));
    let now = ok(await maya.client.from('user_goals').select('status, status_reason').eq('id', g.id).single());
    expect(now).toEqual({ status: 'outreach_initiated', status_reason: 'You sent Amara a connection request' });

    // Only the recipient can approve; the requester's update changes nothing.
    const req = ok(await maya.client.from('connection_requests').select('id').eq('requested_id', amara.id).single());
    const forged = await maya.client.from('connection_requests').update({ status: 'approved' }).eq('id', req.id).select();
    expect(forged.data).toEqual([]);
    ok(await amara.client.from('connection_requests').update({ status: 'approved' }).eq('id', req.id));
    now = ok(await maya.client.from('user_goals').select('status, status_reason').eq('id', g.id).single());
    expect(now).toEqual({ status: 'connection_acquired', status_reason: 'Amara accepted your connection request' });
  });

  it('nobody else can read or change her goals, and she cannot forge the reason', async () => {
    const g = await goal(jasmine, null, 'Grow my audience');
    expect(ok(await amara.client.from('user_goals').select('id').eq('id', g.id))).toEqual([]);
    expect(ok(await amara.client.from('user_goals').update({ status: 'goal_completed' }).eq('id', g.id).select())).toEqual([]);
    refused(await jasmine.client.from('user_goals').update({ status_reason: 'forged' } as never).eq('id', g.id), '42501');
    refused(await amara.client.from('goal_chat_history').insert({ user_id: amara.id, goal_id: g.id, message_role: 'user', message_content: 'hi' }), '42501');
  });

  it("another member's request does not move her goal", async () => {
    const g = await goal(jasmine, zoe.id, 'Meet Zoe');
    ok(await amara.client.from('connection_requests').insert({ requester_id: amara.id, requested_id: zoe.id }));
    expect(ok(await jasmine.client.from('user_goals').select('status').eq('id', g.id).single()).status).toBe('goal_created');
  });

  it('refuses a goal about herself', async () => {
    refused(await maya.client.from('user_goals').insert({ user_id: maya.id, title: 'Me', target_member_id: maya.id }), '23514');
  });
});

describe('goals boost the members they need (who_matches)', () => {
  const add = async (m: Member, table: 'user_superpowers' | 'user_passions', column: 'superpower' | 'passion', value: string) =>
    ok(await m.client.from(table).insert({ user_id: m.id, [column]: value } as never));
  const ranked = async (m: Member) => ok(await m.client.rpc('who_matches', { p_limit: 50 }));

  it('a collaborator goal ranks higher a member who shares her cause and brings a superpower she lacks', async () => {
    const nia = await signUpMember(server, 'Nia');
    const ada = await signUpMember(server, 'Ada Same');
    const cleo = await signUpMember(server, 'Cleo Complement');
    await add(nia, 'user_passions', 'passion', 'Education');
    await add(nia, 'user_superpowers', 'superpower', 'Writing');
    await add(ada, 'user_passions', 'passion', 'Education');
    await add(ada, 'user_superpowers', 'superpower', 'Writing');
    await add(cleo, 'user_passions', 'passion', 'education');
    await add(cleo, 'user_superpowers', 'superpower', 'Video');

    let rows = await ranked(nia);
    const before = rows.find((r) => r.user_id === cleo.id)!;
    expect(rows.findIndex((r) => r.user_id === ada.id)).toBeLessThan(rows.findIndex((r) => r.user_id === cleo.id));

    ok(await nia.client.from('user_goals').insert({ user_id: nia.id, title: 'Reach more schools', category: 'collaborator' }));
    rows = await ranked(nia);
    const after = rows.find((r) => r.user_id === cleo.id)!;
    expect(after.score).toBeGreaterThan(before.score);
    expect(after.reasons).toContain('A possible collaborator who brings Video');
    expect(rows.findIndex((r) => r.user_id === cleo.id)).toBeLessThan(rows.findIndex((r) => r.user_id === ada.id));
    // Ada brings nothing Nia lacks: no collaborator reason.
    expect(rows.find((r) => r.user_id === ada.id)!.reasons.join()).not.toContain('collaborator');
  });

  it('a raving-fan goal ranks higher a member who cares about what she brings; a completed goal no longer does', async () => {
    const ivy = await signUpMember(server, 'Ivy');
    const bo = await signUpMember(server, 'Bo Peer');
    const fay = await signUpMember(server, 'Fay Fan');
    await add(ivy, 'user_superpowers', 'superpower', 'Photography');
    await add(bo, 'user_superpowers', 'superpower', 'Photography');
    await add(fay, 'user_passions', 'passion', 'photography');

    const index = (rows: { user_id: string }[], m: Member) => rows.findIndex((r) => r.user_id === m.id);
    let rows = await ranked(ivy);
    expect(index(rows, bo)).toBeLessThan(index(rows, fay));

    const g = ok(await ivy.client.from('user_goals').insert({ user_id: ivy.id, title: 'Get my work shared', category: 'raving_fan' }).select('id').single());
    rows = await ranked(ivy);
    expect(index(rows, fay)).toBeLessThan(index(rows, bo));
    expect(rows[index(rows, fay)]!.reasons).toContain('Cares about what you bring: photography');

    ok(await ivy.client.from('user_goals').update({ status: 'goal_completed' }).eq('id', g.id));
    rows = await ranked(ivy);
    expect(index(rows, bo)).toBeLessThan(index(rows, fay));
  });
});

describe('connection request message', () => {
  it('is held to 500 characters by the database', async () => {
    const a = await signUpMember(server, 'Long Writer');
    refused(await a.client.from('connection_requests').insert({ requester_id: a.id, requested_id: zoe.id, message: 'x'.repeat(501) }), '23514');
    ok(await a.client.from('connection_requests').insert({ requester_id: a.id, requested_id: zoe.id, message: 'x'.repeat(500) }));
  });
});
