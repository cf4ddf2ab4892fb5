/** types/database.ts must match the live schema; regenerate with `npm run gen:types -w @diva/supabase`. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateTypes } from '../scripts/typegen/index.ts';
import { type LocalSupabase, startTestServer } from '@diva/test-utils/backend';
import { PROJECT_DIR } from './helpers/server.ts';

let server: LocalSupabase;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

it('types/database.ts is up to date with the migrations', async () => {
  const expected = await generateTypes(server.db);
  const actual = readFileSync(path.join(PROJECT_DIR, 'types', 'database.ts'), 'utf8');
  expect(actual, 'types/database.ts is out of date: run npm run gen:types -w @diva/supabase').toBe(expected);
});

it('describes every table with Row, Insert, Update and Relationships', async () => {
  const text = await generateTypes(server.db);
  for (const table of ['profiles', 'posts', 'events', 'event_rsvps', 'diva_presidents', 'chapters', 'chapter_members']) {
    expect(text).toContain(`      ${table}: {\n        Row: {`);
  }
  expect(text).toContain('foreignKeyName: "connection_requests_requester_id_fkey"');
  expect(text).toMatch(/share_achievement: \{\n\s+Args: \{ achievement_id: string \}/);
});
