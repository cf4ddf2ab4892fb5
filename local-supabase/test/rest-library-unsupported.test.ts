// What the README lists as not implemented answers the 4xx it names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../src/index.ts';
import { rest, service } from './rest-helpers.ts';
import { setPgrstSetting, startLibraryServer } from './library-helpers.ts';

let server: LocalSupabase;
let svc: SupabaseClient;

beforeAll(async () => {
  server = await startLibraryServer();
  svc = service(server);
});

afterAll(async () => {
  await server?.stop();
});

describe('not implemented, with the README’s answers', () => {
  it('GeoJSON and custom media types: 406 PGRST107', async () => {
    const geo = await rest(server, '/books', { headers: { accept: 'application/geo+json' } });
    expect(geo.status).toBe(406);
    expect(geo.json).toMatchObject({ code: 'PGRST107', message: 'None of these media types are available: application/geo+json' });
    const custom = await rest(server, '/books', { headers: { accept: 'application/vnd.twkb' } });
    expect(custom.status).toBe(406);
    expect(custom.json).toMatchObject({ code: 'PGRST107' });
  });

  it('aggregates in a to-one spread that embeds further: 400 PGRST127', async () => {
    await setPgrstSetting(server, 'pgrst.db_aggregates_enabled', 'true');
    try {
      const { error, status } = await svc.from('books').select('title, ...authors!author_id(born.max(), books_by(title))');
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'PGRST127', message: 'Feature not implemented' });
    } finally {
      await setPgrstSetting(server, 'pgrst.db_aggregates_enabled', null);
    }
  });

  it('embedding across schemas: 400 PGRST200', async () => {
    const { error, status } = await svc.schema('archive').from('loan_log').select('id, books(title)');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST200' });
  });
});
