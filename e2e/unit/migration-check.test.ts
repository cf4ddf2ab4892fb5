// The migration guard: the statement-level reading of migrations, and the refusal of a change that breaks a
// release still served (expand/contract passes once no live release reads the old shape).
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkMigrations, describeViolation, liveReleases } from '../../scripts/lib/migration-check/check.ts';
import { breakingChanges, splitStatements, SqlSyntaxError } from '../../scripts/lib/migration-check/sql.ts';
import type { DataContract } from '../../scripts/lib/release/data-contract.ts';
import { promote } from '../../scripts/lib/release/promote.ts';
import { prune } from '../../scripts/lib/release/prune.ts';
import { fakeDist, tempSettings } from './release-fixtures.ts';
import { storeRelease } from '../../scripts/lib/release/store.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const changes = (sql: string) => splitStatements(sql).flatMap(breakingChanges);

describe('reading migrations', () => {
  it('splits at top-level semicolons only, past strings, quoted names, dollar bodies and comments, with each line', () => {
    const statements = splitStatements(
      [
        "insert into t values ('a;b', E'c\\';d');",
        '/* a; /* nested; */ still comment; */',
        'create function f() returns int language sql as $body$ select 1; $body$;',
        '-- alter table posts drop column content;',
        'alter table "Odd;Name" rename to x;',
        'select 1',
      ].join('\n'),
    );
    expect(statements.map((statement) => [statement.line, statement.text.split(' ')[0]])).toEqual([
      [1, 'insert'],
      [3, 'create'],
      [5, 'alter'],
      [6, 'select'],
    ]);
    expect(() => splitStatements("select 'open")).toThrow(SqlSyntaxError);
    expect(() => splitStatements('select $x$ body')).toThrow(/\$x\$ body opened at line 1 is never closed/);
  });

  it('finds renames, drops and type changes of tables, columns and functions, in every spelling', () => {
    expect(changes('ALTER TABLE public.posts RENAME COLUMN content TO body;')).toEqual([{ kind: 'rename-column', table: 'posts', column: 'content', to: 'body' }]);
    expect(changes('alter table if exists only posts rename content to body;')).toEqual([{ kind: 'rename-column', table: 'posts', column: 'content', to: 'body' }]);
    expect(changes('alter table posts rename to articles; alter view event_details rename to events_view;')).toEqual([
      { kind: 'rename-table', table: 'posts', to: 'articles' },
      { kind: 'rename-table', table: 'event_details', to: 'events_view' },
    ]);
    expect(changes('alter table posts drop column if exists tags cascade, drop likes_count, add column x int, alter column content type varchar(10), alter column id set data type bigint;')).toEqual([
      { kind: 'drop-column', table: 'posts', column: 'tags' },
      { kind: 'drop-column', table: 'posts', column: 'likes_count' },
      { kind: 'alter-column-type', table: 'posts', column: 'content' },
      { kind: 'alter-column-type', table: 'posts', column: 'id' },
    ]);
    expect(changes('drop table if exists public.post_likes, "Odd" cascade; drop materialized view stats;')).toEqual([
      { kind: 'drop-table', table: 'post_likes' },
      { kind: 'drop-table', table: 'Odd' },
      { kind: 'drop-table', table: 'stats' },
    ]);
    expect(changes('drop function if exists public.rank(int, text), other(); alter function rank(int) rename to rank2;')).toEqual([
      { kind: 'drop-function', name: 'rank' },
      { kind: 'drop-function', name: 'other' },
      { kind: 'rename-function', name: 'rank', to: 'rank2' },
    ]);
    // Not a reader's shape: constraints, defaults, other schemas, additions.
    expect(
      changes(
        'alter table posts drop constraint posts_pkey, alter column content drop default, alter column content set not null; alter table posts rename constraint a to b; alter table auth.users drop column email; drop table storage.objects; alter table posts add column body text;',
      ),
    ).toEqual([]);
  });

  it("reads every one of the project's migrations and finds the four destructive statements they hold", async () => {
    const dir = path.join(repo, 'supabase', 'migrations');
    const found: string[] = [];
    for (const name of (await fs.readdir(dir)).filter((file) => file.endsWith('.sql')).sort()) {
      for (const statement of splitStatements(await fs.readFile(path.join(dir, name), 'utf8'))) {
        for (const change of breakingChanges(statement)) found.push(`${name}:${statement.line} ${change.kind} ${'name' in change ? change.name : 'column' in change ? `${change.table}.${change.column}` : change.table}`);
      }
    }
    expect(found).toEqual([
      '20261126113915_drop_conversation_typing.sql:5 drop-function set_typing',
      '20261126113915_drop_conversation_typing.sql:6 drop-table conversation_typing',
      '20261127140000_hardening_round_two.sql:38 drop-function ai_rate_limit_hit',
      '20261127180000_search_people_location.sql:6 drop-column profiles.search_vector',
    ]);
  });
});

describe('the migration guard', () => {
  let settings: Awaited<ReturnType<typeof tempSettings>>;
  beforeEach(async () => {
    settings = await tempSettings({ keep: 1, retainHours: 24 });
  });
  afterEach(() => settings.cleanup());

  const readsContent: DataContract = { tables: { posts: ['content', 'id'], profiles: ['display_name'] }, functions: ['rank_posts'], edgeFunctions: [], unknown: [], files: [] };
  const readsBody: DataContract = { ...readsContent, tables: { posts: ['body', 'id'], profiles: ['display_name'] } };
  let builds = 0;
  const release = async (version: string, dataContract: DataContract | undefined, now: Date) => {
    const dist = await fakeDist(path.join(settings.dir, `dist-${(builds += 1)}`), { code: version });
    const record = await storeRelease({ root: settings.root, area: 'feed', version, dist, source: { commit: 'c0ffee', dirty: false }, now, dataContract });
    // A release stored before data contracts has none in its record.
    if (!dataContract) {
      const file = path.join(settings.root, 'feed', record.id, 'release.json');
      const { dataContract: _dropped, ...rest } = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>;
      await fs.writeFile(file, JSON.stringify(rest));
    }
    return record.id;
  };
  const migration = async (name: string, sql: string) => {
    const file = path.join(settings.dir, name);
    await fs.writeFile(file, sql);
    return file;
  };

  it('refuses renaming a column a served release reads, naming the migration, statement, release and column; passes once it is retired', async () => {
    const t0 = new Date('2026-05-01T10:00:00Z');
    const v1 = await release('1.0.0', readsContent, t0);
    await promote(settings, { area: 'feed', ref: '1.0.0', env: 'production', from: 'none', who: 'ada', why: '' });
    const rename = await migration('20260501120000_posts_body.sql', '-- contract\n\nalter table public.posts\n  rename column content to body;\n');

    const refused = await checkMigrations(settings, [rename]);
    expect(refused.violations).toHaveLength(1);
    expect(describeViolation(refused.violations[0]!)).toBe(
      `20260501120000_posts_body.sql:3: \`alter table public.posts rename column content to body\` renames posts.content, which a live release uses: feed@${v1} (production points at it).\n` +
        '  Expand first (add the new shape beside the old one), ship releases that use it, and contract only once no live release uses the old shape.',
    );

    // Expand: a release reading the new column replaces it. The old one is still live for the retention window.
    await release('2.0.0', readsBody, t0);
    await promote(settings, { area: 'feed', ref: '2.0.0', env: 'production', from: '1.0.0', who: 'ada', why: 'reads body' });
    const moved = await checkMigrations(settings, [rename]);
    expect(moved.violations[0]!.releases.map(({ record, why }) => [record.id, why])).toEqual([[v1, expect.stringMatching(/^production served it until .+ or later \(within 24 h\)$/)]]);

    // Retired: the window has passed (and prune removes it). Nothing live reads posts.content any more.
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect((await checkMigrations(settings, [rename], { now: later })).violations).toEqual([]);
    expect((await prune(settings, { now: later })).removed.map(({ id }) => id)).toEqual([v1]);
    const passed = await checkMigrations(settings, [rename]);
    expect(passed.violations).toEqual([]);
    expect(passed.live.map(({ record }) => record.version)).toEqual(['2.0.0']);
  });

  it('refuses dropping a table, a function or a column a release selects with *, and changing a type; leaves alone what nobody live reads', async () => {
    const now = new Date();
    await release('1.0.0', { ...readsContent, tables: { ...readsContent.tables, tags: ['*'] } }, now);
    await promote(settings, { area: 'feed', ref: '1.0.0', env: 'production', from: 'none', who: 'ada', why: '' });
    const file = await migration(
      '20260501130000_mixed.sql',
      'drop table profiles; drop function rank_posts(int); alter table tags drop column colour; alter table posts alter column id type bigint; alter table posts drop column shares_count; drop table unused;',
    );
    const report = await checkMigrations(settings, [file]);
    expect(report.violations.map((violation) => violation.uses)).toEqual(['the table profiles', 'the function rank_posts()', 'tags.colour', 'posts.id']);
    expect(report.statements).toBe(6);
  });

  it('says which live release it could not check, and does not count a release no environment served', async () => {
    const now = new Date();
    await release('0.9.0', undefined, now);
    await promote(settings, { area: 'feed', ref: '0.9.0', env: 'pr-3', from: 'none', who: 'ada', why: '' });
    await release('1.0.0', readsContent, now); // stored, never promoted
    const report = await checkMigrations(settings, [await migration('20260501140000_rename.sql', 'alter table posts rename column content to body;')]);
    expect(report.violations).toEqual([]);
    expect(report.notes).toEqual([expect.stringMatching(/^feed@0\.9\.0-[0-9a-f]{10} \(pr-3 points at it\) was stored before releases recorded their data contract: not checked against it$/)]);
    expect((await liveReleases(settings)).map(({ record }) => record.version)).toEqual(['0.9.0']);
  });

  it("counts a canary as live: the share of members on it reads the database too", async () => {
    const old = new Date(Date.now() - 48 * 3_600_000);
    await release('1.0.0', readsBody, old);
    await promote(settings, { area: 'feed', ref: '1.0.0', env: 'production', from: 'none', who: 'ada', why: '' });
    const canary = await release('2.0.0', readsContent, old);
    await promote(settings, { area: 'feed', ref: '2.0.0', env: 'production', from: 'none', who: 'ada', why: '', canary: 10 });
    // Days later the history's window has passed; the canary is still served.
    const report = await checkMigrations(settings, [await migration('20260501145000_rename.sql', 'alter table posts rename column content to body;')], {
      now: new Date(Date.now() + 48 * 3_600_000),
    });
    expect(report.violations.flatMap((violation) => violation.releases.map(({ record, why }) => [record.id, why]))).toEqual([[canary, 'production serves it as a canary']]);
  });

  it('npm run db:check-migrations refuses in words with exit code 1, and passes a migration nobody live reads', async () => {
    await release('1.0.0', readsContent, new Date());
    await promote(settings, { area: 'feed', ref: '1.0.0', env: 'production', from: 'none', who: 'ada', why: '' });
    const run = (args: string[]) =>
      promisify(execFile)(path.join(repo, 'node_modules', '.bin', 'tsx'), [path.join(repo, 'scripts', 'check-migrations.ts'), ...args], {
        cwd: repo,
        env: { ...process.env, DIVA_RELEASES_DIR: settings.root },
      }).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: error.stdout + error.stderr }),
      );
    const refused = await run([await migration('20260501150000_drop.sql', 'alter table posts drop column content;')]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('Refused (migration): 1 change(s) break a live release:\n20260501150000_drop.sql:1: `alter table posts drop column content` drops posts.content');
    const passed = await run([await migration('20260501160000_add.sql', 'alter table posts add column body text;')]);
    expect(passed).toEqual({ code: 0, out: expect.stringContaining('No change breaks a live release.') as unknown });
    const unreadable = await run([await migration('20260501170000_bad.sql', "select 'open;")]);
    expect(unreadable.out).toContain('Refused (migration): cannot read 20260501170000_bad.sql: a string opened at line 1 is never closed');
  }, 45_000);
});
