import type { Queryable } from 'local-supabase';

/**
 * `count` members "Bench Member 1", "Bench Member 2"… (emails `<emailPrefix>-<n>@example.com`) written straight
 * into auth.users, their profiles made by the sign-up trigger: data at scale for benches, without the API.
 */
export async function insertBenchMembers(db: Queryable, count: number, emailPrefix: string): Promise<void> {
  await db.query(
    `insert into auth.users (id, email, raw_user_meta_data)
     select gen_random_uuid(), $2 || '-' || n || '@example.com', jsonb_build_object('display_name', 'Bench Member ' || n)
       from generate_series(1, $1::int) as n`,
    [count, emailPrefix],
  );
}
