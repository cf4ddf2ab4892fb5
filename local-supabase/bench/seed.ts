import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../src/db/types.ts';
import { signJwt } from '../src/jwt.ts';
import { seedConversations } from './integrity.ts';
import type { MixedReady } from './mixed-load.ts';

/** Migrations the bench adds to the fixture project (the mixed load's likes): `bench/migrations`. */
export const BENCH_MIGRATION_DIRS = [path.dirname(fileURLToPath(import.meta.url))];

/** 1k members (profiles via the auth trigger) and 100k posts spread over the last 100 days. */
export async function seedBenchData(db: Db, members = 1000, posts = 100_000): Promise<string[]> {
  await db.exec(`
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                            raw_app_meta_data, raw_user_meta_data)
    select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
           'bench' || i || '@example.com', '', now(), '{"provider":"email","providers":["email"]}',
           jsonb_build_object('display_name', 'Bench Member ' || i)
    from generate_series(1, ${members}) i;
  `);
  const { rows } = await db.query<{ id: string }>("select id from auth.users where email like 'bench%' order by email");
  await db.exec(`
    with u as (select array_agg(id order by email) ids from auth.users where email like 'bench%')
    insert into public.posts (user_id, content, tags, created_at)
    select u.ids[1 + (i % ${members})], 'Bench post number ' || i || ' about growing a business together',
           array['Business', 'Growth'], now() - (i || ' minutes')::interval
    from generate_series(1, ${posts}) i, u;
    -- Existing data, not news: no subscriber could have seen these inserts, so the change feed has nothing to send.
    delete from _local.changes;
    analyze public.posts; analyze public.profiles;
  `);
  return rows.map((r) => r.id);
}

/**
 * The mixed load's fixtures: the bench data, its first `active` members paired into conversations, a token each
 * (signed with the server's secret, valid for an hour), and the newest posts to like and comment on.
 */
export async function seedMixedFixtures(
  db: Db,
  jwtSecret: string,
  sizes: { members?: number; posts?: number; active: number },
): Promise<Omit<MixedReady, 'url' | 'anonKey'>> {
  const members = (await seedBenchData(db, sizes.members, sizes.posts)).slice(0, sizes.active);
  const conversations = await seedConversations(db, members);
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const tokens = members.map((sub) => signJwt({ sub, role: 'authenticated', aud: 'authenticated', exp }, jwtSecret));
  const { rows } = await db.query<{ id: number }>('select id from public.posts order by id desc limit 2000');
  return { members, conversations, tokens, recentPosts: rows.map((r) => Number(r.id)) };
}

/** What the feed's "50 newest posts with author" read sends straight to the database (no HTTP, auth or RLS). */
export const DIRECT_FEED_SQL = `
  select coalesce(json_agg(t), '[]')::text as body from (
    select p.*, (select json_build_object('display_name', pr.display_name, 'avatar', null)
                 from public.profiles pr where pr.user_id = p.user_id) as profiles
    from public.posts p order by p.created_at desc limit 50
  ) t`;

// The author named by its foreign key: the mixed-load bench's post_likes (a junction of posts and profiles) makes
// a bare `profiles(...)` ambiguous (PGRST201), as PostgREST would answer too.
export const FEED_PATH = '/rest/v1/posts?select=*,profiles!posts_user_id_fkey(display_name)&order=created_at.desc&limit=50';
