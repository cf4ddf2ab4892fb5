// A release's data contract, collected from the api/ files: the real feed's, and the forms the parse must read
// or admit it cannot.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { collectDataContract } from '../../scripts/lib/release/data-contract.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let dir: string | undefined;
afterEach(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** An area folder with the given files under src/. */
async function area(files: Record<string, string>): Promise<string> {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'diva-data-contract-'));
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, 'src', name)), { recursive: true });
    await fs.writeFile(path.join(dir, 'src', name), text);
  }
  return dir;
}

describe('data contract', () => {
  it("reads the real feed's api files: the columns of its selects, embeds, inserts and filters", async () => {
    const contract = await collectDataContract(path.join(repo, 'mfe-feed'));
    expect(contract.files).toContain('src/features/posts/api/get-feed-posts.ts');
    // The feed's read names FEED_POSTS_SELECT, a constant of @diva/contracts whose columns are read from there.
    expect(contract.tables.posts).toEqual(expect.arrayContaining(['id', 'user_id', 'content', 'tags', 'likes_count', 'comments_count', 'created_at']));
    // `author:profiles(display_name, avatar_url)` is an embed of profiles.
    expect(contract.tables.profiles).toEqual(expect.arrayContaining(['display_name', 'avatar_url']));
    expect(contract.tables.post_comments).toEqual(expect.arrayContaining(['post_id', 'content']));
    expect(contract.tables).not.toHaveProperty('author');
    // A connection request is sent by @diva/core, a shared singleton the shell provides at runtime: not the feed's own use.
    expect(contract.tables).not.toHaveProperty('connection_requests');
    // Live changes name tables whose rows the code reads in ways the parse does not follow: said, not guessed.
    expect(contract.unknown).toContainEqual(expect.stringMatching(/^src\/features\/posts\/api\/subscribe-feed-changes\.ts:\d+: live changes of posts: /));
  });

  it('follows constants, joins, aliases, referenced tables, rpc and edge functions; lists what it cannot tell', async () => {
    const root = await area({
      'lib/columns.ts': "export const BASE = 'id, title';\nexport const FIELDS = ['link_url', 'note'] as const;\nexport const COLUMNS = `${BASE}, owner:profiles!things_owner_fkey(display_name), tags:thing_tags(tag)`;\n",
      'features/things/api/things.ts': [
        "import { BASE, COLUMNS, FIELDS } from '../../../lib/columns.ts';",
        'export const list = (client, id, table, payload, cols) => {',
        "  client.from('things').select(COLUMNS).eq('owner_id', id).order('created_at', { referencedTable: 'tags' }).gte('tags.weight', 2).or('score.gt.1,rank.lt.3');",
        "  client.from('things').select([BASE, FIELDS.join(', ')].join(', ')).is('archived_at->>at', null).single();",
        "  client.from('things').insert([{ title: 'a', 'body': 'b' }]).select('id');",
        "  client.from('things').upsert({ id, title: 't' }, { onConflict: 'slug' });",
        "  client.from('things').update(payload).eq('id', id);",
        "  client.from(table).select('*');",
        "  client.from('things').select(cols);",
        "  client.storage.from('avatars').upload('a', 'b');",
        "  client.rpc('rank_things', { p_limit: 3 });",
        "  client.functions.invoke('summarise');",
        "  client.from('views_of_things').select('*, count');",
        "  client.from('things').textSearch('fts', 'x').mystery('y');",
        "  client.from('things').insert({ title: 't', ...(payload ? { memo: payload } : {}) });",
        '};',
      ].join('\n'),
      'features/things/api/things.test.ts': "client.from('test_only').select('x');",
    });
    const contract = await collectDataContract(root);
    expect(contract.tables).toEqual({
      profiles: ['display_name'],
      thing_tags: ['created_at', 'tag', 'weight'],
      things: ['archived_at', 'body', 'id', 'link_url', 'memo', 'note', 'owner_id', 'rank', 'score', 'slug', 'title', 'fts'].sort(),
      views_of_things: ['*'],
    });
    expect(contract.functions).toEqual(['rank_things']);
    expect(contract.edgeFunctions).toEqual(['summarise']);
    expect(contract.unknown).toEqual([
      'src/features/things/api/things.ts:7: the columns of the update into things are not all visible in the code',
      'src/features/things/api/things.ts:8: .from() names its table with an expression',
      'src/features/things/api/things.ts:9: the columns things selects are an expression',
      'src/features/things/api/things.ts:14: .mystery() on things is not read by the data-contract parse',
    ]);
  });
});
