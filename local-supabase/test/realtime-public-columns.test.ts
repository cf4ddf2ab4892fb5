// Which boolean columns make a row readable by every caller of a role (catalog.ts, policy-tree.ts): read from
// the policies Postgres stores, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../src/index.ts';
import { Catalog } from '../src/realtime/catalog.ts';
import { startTestServer } from './helpers.ts';

let server: LocalSupabase;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

/** A published table with row-level security and the given SELECT policies: its publicWhen per role. */
async function publicWhen(name: string, policies: string[]) {
  await server.db.exec(`
    create table public.${name} (id bigint primary key, owner uuid, published boolean, "Is Public" boolean, n integer);
    alter table public.${name} enable row level security;
    ${policies.map((p, i) => `create policy p${i} on public.${name} ${p};`).join('\n')}
    alter publication supabase_realtime add table public.${name};
  `);
  const catalog = new Catalog(server.db);
  await catalog.refresh();
  const { anon, authenticated } = catalog.get(`public.${name}`)!.publicWhen;
  return { anon, authenticated };
}

describe("a policy's public columns", () => {
  it('finds a boolean column alone or as a branch of an OR, for the roles the policy names', async () => {
    expect(await publicWhen('pc_alone', ['for select to anon, authenticated using (published)'])).toEqual({ anon: ['published'], authenticated: ['published'] });
    expect(await publicWhen('pc_or', ['for select to authenticated using (published or owner = (select auth.uid()))'])).toEqual({
      anon: [],
      authenticated: ['published'],
    });
    expect(await publicWhen('pc_nested', ['for all using ("Is Public" or (n = 1 or published))'])).toEqual({
      anon: ['Is Public', 'published'],
      authenticated: ['Is Public', 'published'],
    });
  });

  it('finds none where the column does not decide alone', async () => {
    const none = { anon: [], authenticated: [] };
    expect(await publicWhen('pc_and', ['using (published and owner = (select auth.uid()))'])).toEqual(none);
    expect(await publicWhen('pc_not', ['using (not published)'])).toEqual(none);
    expect(await publicWhen('pc_compare', ['using (published = true or n > 0)'])).toEqual(none);
    expect(await publicWhen('pc_sub', ['using (exists (select 1 from public.posts p where p.published))'])).toEqual(none);
    expect(await publicWhen('pc_insert', ['for insert with check (published)', 'for update using (published)'])).toEqual(none);
  });

  it('finds none for a role a restrictive policy applies to', async () => {
    expect(
      await publicWhen('pc_restrictive', ['for select using (published)', 'as restrictive for select to authenticated using (owner = (select auth.uid()))']),
    ).toEqual({ anon: ['published'], authenticated: [] });
  });
});
