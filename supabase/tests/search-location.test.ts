/** The header search finds members by their profile's location, not only chapters by theirs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalSupabase, type Member, ok, signUpMember, startTestServer } from '@diva/test-utils/backend';

interface Answer {
  people: { items: { user_id: string; display_name: string }[]; more: boolean };
}

let server: LocalSupabase;
let atlantan: Member;
let named: Member;
let elsewhere: Member;

beforeAll(async () => {
  server = await startTestServer();
  atlantan = await signUpMember(server, 'Keisha Brown');
  named = await signUpMember(server, 'Atlanta Jones');
  elsewhere = await signUpMember(server, 'Mara Lind');
  ok(await atlantan.client.from('profiles').update({ location: 'Atlanta, GA' }).eq('user_id', atlantan.id));
  ok(await elsewhere.client.from('profiles').update({ location: 'Boston, MA' }).eq('user_id', elsewhere.id));
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('search_network: people by location', () => {
  it('finds a member whose location matches, a name match ranked first, and not a member elsewhere', async () => {
    const answer = ok(await elsewhere.client.rpc('search_network', { q: 'atlanta' })) as unknown as Answer;
    expect(answer.people.items.map((p) => p.user_id)).toEqual([named.id, atlantan.id]);
  });

  it('follows a location change', async () => {
    ok(await atlantan.client.from('profiles').update({ location: 'Denver' }).eq('user_id', atlantan.id));
    const answer = ok(await elsewhere.client.rpc('search_network', { q: 'atl' })) as unknown as Answer;
    expect(answer.people.items.map((p) => p.user_id)).toEqual([named.id]);
    const denver = ok(await named.client.rpc('search_network', { q: 'denver' })) as unknown as Answer;
    expect(denver.people.items.map((p) => p.user_id)).toEqual([atlantan.id]);
  });
});
