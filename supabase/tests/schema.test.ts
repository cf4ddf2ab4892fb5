/**
 * Catalogue-level rules that hold for the whole schema: row-level security everywhere, one policy per
 * operation, wrapped auth calls, indexed policy columns, per-role grants, the realtime publication, the
 * avatars bucket, and every spec limit and enumeration as a CHECK constraint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalSupabase, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const q = async <T>(sql: string, params: unknown[] = []) => (await server.db.query<T>(sql, params)).rows;

describe('row-level security and policies', () => {
  it('is enabled on every table in public and on storage.objects', async () => {
    const rows = await q<{ name: string; rls: boolean }>(
      `select c.oid::regclass::text as name, c.relrowsecurity as rls from pg_class c
        where (c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')) or c.oid = 'storage.objects'::regclass`,
    );
    expect(rows.map((r) => r.name).sort()).toEqual([
      'admin_audit_log', 'chapter_members', 'chapters', 'connection_requests', 'content_reports', 'conversation_reads', 'conversations', 'diva_presidents',
      'event_registrations', 'event_rsvps', 'events', 'goal_chat_history', 'member_blocks', 'messages', 'notifications', 'post_comments', 'post_likes', 'post_shares', 'posts',
      'practice_sessions', 'profiles', 'remote_loads', 'saved_connections', 'storage.objects', 'user_achievements', 'user_fuel',
      'user_goals', 'user_passions', 'user_superpowers',
    ]);
    expect(rows.filter((r) => !r.rls).map((r) => r.name)).toEqual([]);
  });

  it('every public table has a select policy (nothing is readable by accident or unreadable by mistake)', async () => {
    const rows = await q<{ name: string }>(
      `select c.relname as name from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
         and not exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname and p.cmd = 'SELECT')`,
    );
    expect(rows).toEqual([]);
  });

  it('has at most one policy per table and operation, never FOR ALL, always naming its roles', async () => {
    // Permissive policies; the restrictive two-factor layer (one per operation too) is checked in mfa-aal.test.ts.
    const dupes = await q<{ t: string; cmd: string; n: number }>(
      `select schemaname || '.' || tablename as t, cmd, count(*)::int as n from pg_policies
        where (schemaname = 'public' or (schemaname = 'storage' and tablename = 'objects')) and permissive = 'PERMISSIVE'
        group by 1, 2 having count(*) > 1`,
    );
    expect(dupes).toEqual([]);
    const loose = await q<{ policyname: string }>(
      `select policyname from pg_policies where schemaname = 'public' and (cmd = 'ALL' or 'public' = any(roles))`,
    );
    expect(loose).toEqual([]);
  });

  it('wraps every row-independent auth or helper call in a subselect', async () => {
    const rows = await q<{ policyname: string; expr: string }>(
      `select policyname, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr from pg_policies
        where schemaname = 'public' or (schemaname = 'storage' and tablename = 'objects')`,
    );
    const unwrapped = rows.flatMap((r) =>
      [...r.expr.matchAll(/(.{0,7})\b((?:auth|private)\.\w+\(\))/g)]
        .filter((m) => !m[1].endsWith('SELECT '))
        .map((m) => `${r.policyname}: ${m[2]}`),
    );
    expect(unwrapped).toEqual([]);
  });

  it('indexes every column a policy filters on (as the leading column of an index)', async () => {
    const rows = await q<{ policy: string; col: string }>(
      `select pol.polname as policy, c.relname || '.' || a.attname as col
         from pg_depend d
         join pg_policy pol on pol.oid = d.objid
         join pg_class c on c.oid = d.refobjid and c.relnamespace = 'public'::regnamespace
         join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
        where d.classid = 'pg_policy'::regclass and d.refclassid = 'pg_class'::regclass and d.refobjsubid > 0
          and not exists (select 1 from pg_index i where i.indrelid = d.refobjid and i.indkey[0] = d.refobjsubid)`,
    );
    expect(rows).toEqual([]);
  });
});

describe('grants', () => {
  it('gives anon nothing in public but reading chapters', async () => {
    const rows = await q<{ t: string; privs: string }>(
      `select c.relname as t,
              concat_ws(',',
                case when has_table_privilege('anon', c.oid, 'SELECT') then 'select' end,
                case when has_any_column_privilege('anon', c.oid, 'INSERT') then 'insert' end,
                case when has_any_column_privilege('anon', c.oid, 'UPDATE') then 'update' end,
                case when has_table_privilege('anon', c.oid, 'DELETE') then 'delete' end,
                case when has_table_privilege('anon', c.oid, 'TRUNCATE') then 'truncate' end) as privs
         from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v')`,
    );
    const granted = rows.filter((r) => r.privs !== '');
    expect(granted).toEqual([{ t: 'chapters', privs: 'select' }]);
  });

  it('never lets a client write counters, owners, timestamps or notifications', async () => {
    const cases: [string, string, string][] = [
      ['posts', 'likes_count', 'UPDATE'],
      ['posts', 'comments_count', 'UPDATE'],
      ['posts', 'shares_count', 'UPDATE'],
      ['posts', 'user_id', 'UPDATE'],
      ['events', 'current_attendees', 'UPDATE'],
      ['events', 'created_by', 'UPDATE'],
      ['chapters', 'member_count', 'UPDATE'],
      ['profiles', 'user_id', 'UPDATE'],
      ['profiles', 'created_at', 'UPDATE'],
      ['notifications', 'user_id', 'INSERT'],
      ['notifications', 'title', 'UPDATE'],
      ['conversations', 'last_message_at', 'UPDATE'],
      ['connection_requests', 'requester_id', 'UPDATE'],
      ['diva_presidents', 'user_id', 'UPDATE'],
      ['messages', 'sender_id', 'UPDATE'],
      ['messages', 'created_at', 'UPDATE'],
      ['messages', 'edited_at', 'UPDATE'],
      ['posts', 'edited_at', 'UPDATE'],
      ['conversations', 'has_messages', 'UPDATE'],
      ['conversations', 'opened_by', 'INSERT'],
    ];
    for (const [table, column, privilege] of cases) {
      const [row] = await q<{ ok: boolean }>(`select has_column_privilege('authenticated', $1, $2, $3) as ok`, [
        `public.${table}`,
        column,
        privilege,
      ]);
      expect({ table, column, privilege, allowed: row.ok }).toEqual({ table, column, privilege, allowed: false });
    }
  });

  it('exposes the RPCs to signed-in members only', async () => {
    // ai_rate_limit_hit is the AI functions' own count (service role only), so it is in neither list;
    // report_remote_load is the shell's load telemetry, which a signed-out visitor sends too (checked below).
    const rows = await q<{ name: string; anon: boolean; authenticated: boolean }>(
      `select p.proname as name, has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
              has_function_privilege('authenticated', p.oid, 'EXECUTE') as authenticated
         from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname not in ('ai_rate_limit_hit', 'report_remote_load') order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual([
      'admin_approve_event',
      'admin_approve_president',
      'admin_dashboard_stats',
      'admin_delete_event',
      'admin_delete_post',
      'admin_delete_president',
      'admin_delete_user',
      'admin_open_reports',
      'admin_resolve_report',
      'admin_session_expires_at',
      'admin_set_suspended',
      'admin_users',
      'chapter_member_list',
      'connection_summary',
      'delete_message',
      'edit_message',
      'events_page',
      'get_or_create_conversation',
      'header_notifications',
      'list_conversations',
      'mark_conversation_read',
      'moderator_network_stats',
      'my_attending_events',
      'my_created_events',
      'president_apply',
      'president_approve_application',
      'president_chapter_members',
      'president_chapter_stats',
      'president_check_in',
      'president_dashboard_stats',
      'president_event_rsvps',
      'president_events',
      'president_reject_application',
      'register_for_event',
      'remote_health',
      'search_network',
      'share_achievement',
      'unread_message_count',
      'who_dashboard',
      'who_matches',
    ]);
    expect(rows.every((r) => !r.anon && r.authenticated)).toBe(true);
    const [telemetry] = await q<{ anon: boolean; authenticated: boolean }>(
      `select has_function_privilege('anon', p.oid, 'EXECUTE') as anon, has_function_privilege('authenticated', p.oid, 'EXECUTE') as authenticated
         from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'report_remote_load'`,
    );
    expect(telemetry).toEqual({ anon: true, authenticated: true });
  });

  it('pins search_path on every security definer function', async () => {
    const rows = await q<{ fn: string }>(
      `select p.oid::regprocedure::text as fn from pg_proc p
        where p.prosecdef and p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`,
    );
    expect(rows).toEqual([]);
  });

  it('lets clients execute only the private helpers their policies, checks and guards need', async () => {
    const rows = await q<{ fn: string; anon: boolean; authenticated: boolean }>(
      `select p.proname as fn, has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
              has_function_privilege('authenticated', p.oid, 'EXECUTE') as authenticated
         from pg_proc p where p.pronamespace = 'private'::regnamespace order by 1`,
    );
    expect(rows.filter((r) => r.anon)).toEqual([]);
    const callable = rows.filter((r) => r.authenticated).map((r) => r.fn);
    expect(callable).not.toContain('notify');
    expect(callable).not.toContain('events_take_seat');
    expect(callable).not.toContain('delete_auth_user');
    expect(callable).toEqual(expect.arrayContaining(['is_admin', 'is_moderator', 'owns_post', 'my_conversation_ids']));
  });

  it('keeps the private helper schema away from anon', async () => {
    const [row] = await q<{ anon: boolean; authenticated: boolean }>(
      `select has_schema_privilege('anon', 'private', 'USAGE') as anon,
              has_schema_privilege('authenticated', 'private', 'USAGE') as authenticated`,
    );
    expect(row).toEqual({ anon: false, authenticated: true });
  });
});

describe('realtime and storage', () => {
  it('publishes the tables that need live updates', async () => {
    const rows = await q<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'`,
    );
    expect(rows.map((r) => r.tablename)).toEqual(
      expect.arrayContaining([
        'notifications', 'conversations', 'messages', 'posts', 'post_likes', 'post_comments', 'event_rsvps',
      ]),
    );
  });

  it('has a public avatars bucket with one policy per operation on storage.objects', async () => {
    const [bucket] = await q<{ public: boolean }>(`select public from storage.buckets where id = 'avatars'`);
    expect(bucket.public).toBe(true);
    const policies = await q<{ cmd: string }>(
      `select cmd from pg_policies where schemaname = 'storage' and tablename = 'objects' and policyname like 'avatars_%' order by cmd`,
    );
    expect(policies.map((p) => p.cmd)).toEqual(['DELETE', 'INSERT', 'SELECT', 'UPDATE']);
  });

  it('holds the 26 chapters, ids 1 to 26, with every field the chapter pages show', async () => {
    const rows = await q<{ id: number; name: string; location: string; description: string; president_name: string; cover_image_url: string; map_image_url: string }>(
      `select * from public.chapters order by id`,
    );
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    for (const r of rows) {
      expect(r.name && r.location && r.description && r.president_name).toBeTruthy();
      expect(r.cover_image_url).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(r.map_image_url).toMatch(/^data:image\/svg\+xml;base64,/);
    }
  });
});

describe('spec limits and enumerations are CHECK constraints', () => {
  const U1 = '11111111-1111-4111-8111-111111111111';
  const U2 = '22222222-2222-4222-8222-222222222222';
  const ids = { post: '', goal: '', conversation: '', event: '' };
  const ROLLBACK = new Error('rollback');

  beforeAll(async () => {
    await server.db.query(
      `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'u1@example.com', '{}'), ($2, 'u2@example.com', '{}')`,
      [U1, U2],
    );
    ids.post = (await q<{ id: string }>(`insert into posts (user_id, content) values ($1, 'hello') returning id`, [U1]))[0].id;
    ids.goal = (await q<{ id: string }>(`insert into user_goals (user_id, title) values ($1, 'goal') returning id`, [U1]))[0].id;
    ids.conversation = (
      await q<{ id: string }>(`insert into conversations (participant_1, participant_2) values ($1, $2) returning id`, [U1, U2])
    )[0].id;
    ids.event = (
      await q<{ id: string }>(
        `insert into events (title, date, time, location, type, created_by, approved) values ('e', current_date, '10:00', 'Online', 'online', $1, true) returning id`,
        [U1],
      )
    )[0].id;
  });

  /** Inserts a row inside a transaction that is always rolled back; returns the SQLSTATE or null. */
  async function tryInsert(table: string, row: Record<string, unknown>): Promise<string | null> {
    const cols = Object.keys(row).map((c) => `"${c}"`).join(', ');
    try {
      await server.db.transaction(async (tx) => {
        await tx.query(`insert into public.${table} (${cols}) select ${cols} from jsonb_populate_record(null::public.${table}, $1)`, [
          JSON.stringify(row),
        ]);
        throw ROLLBACK;
      });
    } catch (e) {
      if (e === ROLLBACK) return null;
      return (e as { code?: string }).code ?? String(e);
    }
    return null;
  }

  async function tryProfile(column: string, value: string): Promise<string | null> {
    try {
      await server.db.transaction(async (tx) => {
        await tx.query(`update public.profiles set "${column}" = $1 where user_id = $2`, [value, U1]);
        throw ROLLBACK;
      });
    } catch (e) {
      if (e === ROLLBACK) return null;
      return (e as { code?: string }).code ?? String(e);
    }
    return null;
  }

  const x = (n: number) => 'x'.repeat(n);

  it.each([
    ['bio', 1000],
    ['display_name', 100],
    ['company', 200],
    ['role', 100],
    ['location', 100],
  ])('profiles.%s allows %i characters and refuses one more', async (column, max) => {
    expect(await tryProfile(column, x(max))).toBeNull();
    expect(await tryProfile(column, x(max + 1))).toBe('23514');
  });

  it('profiles refuse a blank display name and non-web social links', async () => {
    expect(await tryProfile('display_name', '   ')).toBe('23514');
    expect(await tryProfile('linkedin_url', 'javascript:alert(1)')).toBe('23514');
    expect(await tryProfile('linkedin_url', 'https://www.linkedin.com/in/someone')).toBeNull();
    expect(await tryProfile('avatar_url', 'javascript:alert(1)')).toBe('23514');
  });

  const lengthCases: [string, string, number, () => Record<string, unknown>][] = [
    ['user_superpowers', 'superpower', 200, () => ({ user_id: U1 })],
    ['user_passions', 'passion', 200, () => ({ user_id: U1 })],
    ['user_fuel', 'fuel', 200, () => ({ user_id: U1 })],
    ['posts', 'content', 10000, () => ({ user_id: U1 })],
    ['post_comments', 'content', 2000, () => ({ user_id: U1, post_id: ids.post })],
    ['messages', 'content', 5000, () => ({ sender_id: U1, conversation_id: ids.conversation })],
    ['connection_requests', 'message', 500, () => ({ requester_id: U1, requested_id: U2 })],
    ['user_goals', 'title', 200, () => ({ user_id: U1 })],
    ['user_goals', 'description', 1000, () => ({ user_id: U1, title: 'goal' })],
    ['user_achievements', 'title', 200, () => ({ user_id: U1, category: 'Appearances' })],
  ];
  it.each(lengthCases)('%s.%s allows %i characters and refuses one more', async (table, column, max, base) => {
    expect(await tryInsert(table, { ...base(), [column]: x(max) })).toBeNull();
    expect(await tryInsert(table, { ...base(), [column]: x(max + 1) })).toBe('23514');
  });

  it.each([
    ['posts', 'content', () => ({ user_id: U1 })],
    ['post_comments', 'content', () => ({ user_id: U1, post_id: ids.post })],
    ['messages', 'content', () => ({ sender_id: U1, conversation_id: ids.conversation })],
    ['user_superpowers', 'superpower', () => ({ user_id: U1 })],
  ] as [string, string, () => Record<string, unknown>][])('%s.%s refuses blank text', async (table, column, base) => {
    expect(await tryInsert(table, { ...base(), [column]: '  \n ' })).toBe('23514');
  });

  const enumCases: [string, string, string[], () => Record<string, unknown>][] = [
    [
      'user_achievements', 'category',
      ['New Connections', 'Appearances', 'Business Deals', 'Fundraisers', 'New Clients', 'Business Growth'],
      () => ({ user_id: U1, title: 't' }),
    ],
    [
      'user_goals', 'status',
      ['initial', 'goal_created', 'connection_identified', 'outreach_initiated', 'connection_acquired', 'goal_completed'],
      () => ({ user_id: U1, title: 't' }),
    ],
    ['event_rsvps', 'status', ['attending', 'not_attending', 'maybe'], () => ({ user_id: U2, event_id: ids.event })],
    ['events', 'type', ['online', 'in-person'], () => ({ title: 't', date: '2099-01-01', time: '10:00', location: 'l', address: 'a', created_by: U1 })],
    ['connection_requests', 'status', ['pending', 'approved', 'denied'], () => ({ requester_id: U1, requested_id: U2 })],
    ['diva_presidents', 'role', ['moderator'], () => ({ user_id: U1, full_name: 'U', email: 'u1@example.com' })],
    ['practice_sessions', 'status', ['active', 'completed'], () => ({ user_id: U1, scenario_name: 's' })],
    ['practice_sessions', 'scenario_type', ['custom', 'preset'], () => ({ user_id: U1, scenario_name: 's' })],
    ['notifications', 'type', ['connection_request', 'connection_approved', 'message'], () => ({ user_id: U1, title: 't' })],
  ];
  it.each(enumCases)('%s.%s accepts only its listed values', async (table, column, values, base) => {
    for (const v of values) expect(await tryInsert(table, { ...base(), [column]: v })).toBeNull();
    expect(await tryInsert(table, { ...base(), [column]: 'something_else' })).toBe('23514');
  });

  it('events need at least one seat, a non-negative price, and an address when in person', async () => {
    const base = { title: 't', date: '2099-01-01', time: '10:00', location: 'l', type: 'online', created_by: U1 };
    expect(await tryInsert('events', { ...base, max_attendees: 1, price: 0 })).toBeNull();
    expect(await tryInsert('events', { ...base, max_attendees: 0 })).toBe('23514');
    expect(await tryInsert('events', { ...base, price: -0.01 })).toBe('23514');
    expect(await tryInsert('events', { ...base, type: 'in-person' })).toBe('23514');
    expect(await tryInsert('events', { ...base, type: 'in-person', address: '1 Main St' })).toBeNull();
  });

  it('a president needs a chapter (1-26) and the moderator has none', async () => {
    const base = { user_id: U1, full_name: 'U', email: 'u1@example.com' };
    expect(await tryInsert('diva_presidents', { ...base, role: 'president', chapter_id: 26 })).toBeNull();
    expect(await tryInsert('diva_presidents', { ...base, role: 'president' })).toBe('23514');
    expect(await tryInsert('diva_presidents', { ...base, role: 'president', chapter_id: 27 })).toBe('23503');
    expect(await tryInsert('diva_presidents', { ...base, role: 'moderator', chapter_id: 3 })).toBe('23514');
  });

  it('practice scores stay within 0-100 and tags are clean', async () => {
    expect(await tryInsert('practice_sessions', { user_id: U1, scenario_name: 's', score: 100 })).toBeNull();
    expect(await tryInsert('practice_sessions', { user_id: U1, scenario_name: 's', score: 101 })).toBe('23514');
    expect(await tryInsert('posts', { user_id: U1, content: 'c', tags: ['Business', 'Growth'] })).toBeNull();
    expect(await tryInsert('posts', { user_id: U1, content: 'c', tags: ['Business', 'Business'] })).toBe('23514');
    expect(await tryInsert('posts', { user_id: U1, content: 'c', tags: [' padded '] })).toBe('23514');
    expect(await tryInsert('posts', { user_id: U1, content: 'c', tags: [''] })).toBe('23514');
  });
});
