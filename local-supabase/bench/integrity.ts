// The mixed-load row's fixtures and its integrity check, run inside the server process with superuser SQL.
import type { Db } from '../src/db/types.ts';

export interface Conversation {
  id: string;
  members: [string, string];
}

/** What the load generator saw acknowledged (2xx): content markers per kind, and the likes. */
export interface Acknowledged {
  posts: string[];
  comments: string[];
  messages: string[];
  likes: [number, string][];
}

export interface Integrity {
  /** Acknowledged writes not found, and found more than once. */
  missing: number;
  duplicated: number;
  /** Posts whose likes_count differs from their post_likes rows. */
  counterMismatches: number;
}

/** Pairs the members (1st with 2nd, 3rd with 4th…) into one conversation each. */
export async function seedConversations(db: Db, members: string[]): Promise<Conversation[]> {
  const out: Conversation[] = [];
  for (let i = 0; i + 1 < members.length; i += 2) {
    const { rows } = await db.query<{ id: string }>('insert into public.conversations (participant_1, participant_2) values ($1, $2) returning id', [
      members[i],
      members[i + 1],
    ]);
    out.push({ id: rows[0].id, members: [members[i], members[i + 1]] });
  }
  await db.exec('delete from _local.changes');
  return out;
}

async function countMarkers(db: Db, table: string, markers: string[]): Promise<{ missing: number; duplicated: number }> {
  const { rows } = await db.query<{ n: number }>(
    `select coalesce(c.n, 0)::int as n from unnest($1::text[]) m(content)
     left join (select content, count(*) n from public.${table} where content = any($1::text[]) group by content) c using (content)`,
    [markers],
  );
  return { missing: rows.filter((r) => r.n === 0).length, duplicated: rows.filter((r) => r.n > 1).length };
}

export async function checkIntegrity(db: Db, ack: Acknowledged): Promise<Integrity> {
  let missing = 0;
  let duplicated = 0;
  for (const [table, markers] of [['posts', ack.posts], ['comments', ack.comments], ['messages', ack.messages]] as const) {
    const r = await countMarkers(db, table, markers);
    missing += r.missing;
    duplicated += r.duplicated;
  }
  const { rows: likes } = await db.query<{ n: number }>(
    `select count(l.post_id)::int as n from unnest($1::bigint[], $2::uuid[]) k(post_id, user_id)
     left join public.post_likes l using (post_id, user_id)`,
    [ack.likes.map((l) => l[0]), ack.likes.map((l) => l[1])],
  );
  missing += ack.likes.length - likes[0].n;
  const { rows: counters } = await db.query<{ n: number }>(
    `select count(*)::int as n from public.posts p
     where p.likes_count <> (select count(*) from public.post_likes l where l.post_id = p.id)`,
  );
  return { missing, duplicated, counterMismatches: counters[0].n };
}
