/** seed.sql gives a fresh install a living community, and every demo account signs in. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalSupabase, ok, signIn, startTestServer } from '@diva/test-utils/backend';

export const DEMO_PASSWORD = 'DivaDemo2024!';

let server: LocalSupabase;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(async () => {
  await server?.stop();
});

const count = async (sql: string) => (await server.db.query<{ n: number }>(`select (${sql})::int as n`)).rows[0].n;

describe('demo accounts', () => {
  it.each([
    ['admin@example.com'],
    ['naomi@example.com'],
    ['keisha@example.com'],
    ['sofia@example.com'],
    ['priya@example.com'],
    ['maya@example.com'],
    ['amara@example.com'],
  ])('%s signs in with the demo password', async (email) => {
    const client = await signIn(server, email, DEMO_PASSWORD);
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(email);
  });

  it('includes the admin, the approved moderator, two approved presidents and a pending application', async () => {
    const admin = await signIn(server, 'admin@example.com', DEMO_PASSWORD);
    const [stats] = ok(await admin.rpc('admin_dashboard_stats'));
    expect(stats.total_users).toBeGreaterThanOrEqual(12);
    expect(stats.posts_last_7_days).toBeGreaterThan(0);

    const naomi = await signIn(server, 'naomi@example.com', DEMO_PASSWORD);
    expect(ok(await naomi.rpc('president_dashboard_stats'))[0].scope).toBe('network');
    const keisha = await signIn(server, 'keisha@example.com', DEMO_PASSWORD);
    expect(ok(await keisha.rpc('president_dashboard_stats'))[0]).toMatchObject({ scope: 'chapter', chapter_id: 1 });
    const sofia = await signIn(server, 'sofia@example.com', DEMO_PASSWORD);
    expect(ok(await sofia.rpc('president_dashboard_stats'))[0]).toMatchObject({ scope: 'chapter', chapter_id: 11 });
    const priya = await signIn(server, 'priya@example.com', DEMO_PASSWORD);
    const priyaId = (await priya.auth.getUser()).data.user!.id;
    const [application] = ok(await priya.from('diva_presidents').select('approved, role, chapter_id').eq('user_id', priyaId));
    expect(application).toEqual({ approved: false, role: 'president', chapter_id: 5 });
  });
});

describe('community', () => {
  it('has at least 12 members with full profiles, skills and achievements', async () => {
    expect(await count(`select count(*) from profiles where bio is not null and company is not null and avatar_url like 'data:image/%'`)).toBeGreaterThanOrEqual(12);
    expect(await count(`select count(distinct user_id) from user_superpowers`)).toBeGreaterThanOrEqual(12);
    expect(await count(`select count(distinct user_id) from user_passions`)).toBeGreaterThanOrEqual(12);
    expect(await count(`select count(distinct user_id) from user_fuel`)).toBeGreaterThanOrEqual(12);
    expect(await count(`select count(distinct user_id) from user_achievements`)).toBeGreaterThanOrEqual(12);
  });

  it('has posts with tags, likes and comments spread over the last weeks, with consistent counters', async () => {
    expect(await count(`select count(*) from posts where cardinality(tags) > 0`)).toBeGreaterThanOrEqual(15);
    expect(await count(`select count(*) from posts where created_at > now() - interval '1 day'`)).toBeGreaterThan(0);
    expect(await count(`select count(*) from posts where created_at < now() - interval '14 days'`)).toBeGreaterThan(0);
    expect(await count(`select count(*) from post_likes`)).toBeGreaterThan(20);
    expect(await count(`select count(*) from post_comments`)).toBeGreaterThan(10);
    expect(await count(`select count(*) from posts p where p.likes_count <> (select count(*) from post_likes l where l.post_id = p.id)
                          or p.comments_count <> (select count(*) from post_comments c where c.post_id = p.id)
                          or p.shares_count <> (select count(*) from post_shares s where s.post_id = p.id)`)).toBe(0);
    expect(await count(`select count(*) from user_achievements where post_id is not null`)).toBeGreaterThan(0);
  });

  it('has conversations, connection requests in each status and notifications', async () => {
    expect(await count(`select count(*) from conversations`)).toBeGreaterThanOrEqual(3);
    expect(await count(`select count(*) from messages`)).toBeGreaterThanOrEqual(10);
    for (const status of ['pending', 'approved', 'denied']) {
      expect(await count(`select count(*) from connection_requests where status = '${status}'`)).toBeGreaterThan(0);
    }
    expect(await count(`select count(*) from notifications where not read`)).toBeGreaterThan(0);
    const maya = await signIn(server, 'maya@example.com', DEMO_PASSWORD);
    const notes = ok(await maya.from('notifications').select('id, title, read').order('created_at', { ascending: false }).limit(10));
    expect(notes.length).toBeGreaterThan(0);
  });

  it('has events that are approved, pending, past and full, with RSVPs', async () => {
    expect(await count(`select count(*) from events where approved and date >= current_date`)).toBeGreaterThan(0);
    expect(await count(`select count(*) from events where not approved`)).toBeGreaterThan(0);
    expect(await count(`select count(*) from events where approved and date < current_date`)).toBeGreaterThan(0);
    expect(await count(`select count(*) from events where current_attendees = max_attendees`)).toBeGreaterThan(0);
    expect(await count(`select count(*) from events e where e.current_attendees <> (select count(*) from event_rsvps r where r.event_id = e.id and r.status = 'attending')`)).toBe(0);
    expect(await count(`select count(*) from event_rsvps`)).toBeGreaterThan(10);
  });

  it('has goals at several stages and practice sessions', async () => {
    expect(await count(`select count(distinct status) from user_goals`)).toBeGreaterThanOrEqual(4);
    expect(await count(`select count(*) from goal_chat_history`)).toBeGreaterThan(0);
    expect(await count(`select count(*) from practice_sessions where status = 'completed' and score is not null`)).toBeGreaterThan(0);
    expect(await count(`select count(*) from practice_sessions where status = 'active'`)).toBeGreaterThan(0);
  });

  it('has the 26 chapters with upcoming next events and members', async () => {
    expect(await count(`select count(*) from chapters where next_event is not null and next_event_date >= current_date`)).toBe(26);
    expect(await count(`select count(*) from chapters c where c.member_count <> (select count(*) from chapter_members m where m.chapter_id = c.id)`)).toBe(0);
    expect(await count(`select sum(member_count) from chapters`)).toBeGreaterThan(10);
    // Each chapter describes itself: 26 texts that still differ with the chapter's own city and place taken out
    // (a template filled in with the name would not).
    expect(await count(`select count(distinct replace(replace(description, location, ''), split_part(name, ' Divas', 1), '')) from chapters`)).toBe(26);
  });
});
