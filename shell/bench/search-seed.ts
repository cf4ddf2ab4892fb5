// The search benches' data: 1,000 members, 100,000 posts and 1,000 events written straight into the
// database, and what members type.
import { insertBenchMembers } from '@diva/test-utils/backend';
import type { Db } from 'local-supabase';

export const MEMBERS = 1_000;
export const POSTS = 100_000;
export const EVENTS = 1_000;
const WORDS = ['fundraising', 'leadership', 'marketing', 'storytelling', 'design', 'finance', 'coaching', 'wellness', 'education', 'impact', 'growth', 'launch'];
/** What members type: prefixes, whole words, two words, names, a common short prefix. */
export const QUERIES = ['fund', 'leader', 'market', 'story tell', 'bench member 42', 'bench', 'coach', 'impact growth', 'we', 'launch party', 'chapter', 'des'];

/** Members "Bench Member n" (with a bio word), posts a minute apart (two words each), events (every tenth pending). */
export async function seedSearchData(db: Db): Promise<void> {
  const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  await db.transaction(async (tx) => {
    await insertBenchMembers(tx, MEMBERS, 'search-bench');
    await tx.query(
      `update public.profiles set bio = 'Working on ' || (${words})[1 + abs(hashtext(user_id::text)) % ${WORDS.length}], role = 'Founder'
        where display_name like 'Bench Member %'`,
    );
    // Triggers off for the bulk rows (no realtime capture, no counters to keep).
    await tx.query("set local session_replication_role = 'replica'");
    await tx.query(
      `insert into public.posts (user_id, content, created_at)
       select u.user_id, 'Post ' || n || ' about ' || (${words})[1 + n % ${WORDS.length}] || ' and ' || (${words})[1 + (n / 7) % ${WORDS.length}]
              || ' with the network, sharing what we learned this week.', now() - make_interval(mins => n)
         from generate_series(1, $1::int) as n
         join (select user_id, row_number() over (order by user_id) - 1 as i from public.profiles where display_name like 'Bench Member %') u
           on u.i = n % $2::int`,
      [POSTS, MEMBERS],
    );
    await tx.query(
      `insert into public.events (title, description, date, time, location, type, chapter_id, created_by, approved, approved_at)
       select 'Bench ' || (${words})[1 + n % ${WORDS.length}] || ' night ' || n, 'A launch party for the chapter.', current_date + (n % 300), '18:30',
              'Online', 'online', 1 + n % 26, (select user_id from public.profiles order by user_id limit 1), n % 10 <> 0, now()
         from generate_series(1, $1::int) as n`,
      [EVENTS],
    );
  });
  await db.query('analyze');
}
