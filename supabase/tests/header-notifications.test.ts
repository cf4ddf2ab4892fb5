/** The bell's read: her newest notifications and her unread count, messages left out, from one snapshot. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type LocalSupabase, type Member, ok, refused, serviceClient, signUpMember, startTestServer } from '@diva/test-utils/backend';

interface Bell {
  items: { id: string; title: string; message: string; read: boolean; created_at: string; type: string; data: Record<string, unknown> }[];
  unread: number;
}

let server: LocalSupabase;
let nina: Member;
let zoe: Member;

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute)).toISOString();
const bell = async (member: Member, maxItems?: number): Promise<Bell> =>
  ok(await member.client.rpc('header_notifications', maxItems === undefined ? {} : { max_items: maxItems })) as unknown as Bell;

beforeAll(async () => {
  server = await startTestServer();
  nina = await signUpMember(server, 'Nina Bell');
  zoe = await signUpMember(server, 'Zoe Other');
  const service = serviceClient(server);
  // Twelve of hers (every third read), three direct messages (unread), and two of Zoe's.
  const rows = [
    ...Array.from({ length: 12 }, (_, i) => ({ user_id: nina.id, type: 'system', title: `Note ${i}`, read: i % 3 === 0, created_at: at(i) })),
    ...Array.from({ length: 3 }, (_, i) => ({ user_id: nina.id, type: 'message', title: `Message ${i}`, read: false, created_at: at(30 + i) })),
    ...Array.from({ length: 2 }, (_, i) => ({ user_id: zoe.id, type: 'system', title: `Zoe ${i}`, read: false, created_at: at(40 + i) })),
  ];
  ok(await service.from('notifications').insert(rows));
});
afterAll(async () => {
  await server?.stop();
});

describe('header_notifications', () => {
  it('gives her ten newest, newest first, and her unread count; messages are neither listed nor counted', async () => {
    const answer = await bell(nina);
    expect(answer.items.map((item) => item.title)).toEqual(['Note 11', 'Note 10', 'Note 9', 'Note 8', 'Note 7', 'Note 6', 'Note 5', 'Note 4', 'Note 3', 'Note 2']);
    expect(answer.items[0]).toEqual({ id: expect.any(String), title: 'Note 11', message: '', read: false, created_at: expect.any(String), type: 'system', data: {} });
    // Notes 1, 2, 4, 5, 7, 8, 10 and 11: eight unread, two of them beyond the ten shown.
    expect(answer.unread).toBe(8);
    expect(await bell(zoe)).toMatchObject({ unread: 2, items: [{ title: 'Zoe 1' }, { title: 'Zoe 0' }] });
  });

  it('lists between one and fifty, as asked', async () => {
    expect((await bell(nina, 3)).items).toHaveLength(3);
    expect((await bell(nina, 0)).items).toHaveLength(1);
    expect((await bell(nina, 1000)).items).toHaveLength(12);
  });

  it('is for signed-in members only', async () => {
    refused(await anonClient(server).rpc('header_notifications', {}), '42501');
  });

  it('counts what it lists: every answer while notifications arrive has as many unread as it shows', async () => {
    const service = serviceClient(server);
    const fresh = await signUpMember(server, 'Fay Fresh');
    const writes = Array.from({ length: 30 }, (_, i) =>
      service.from('notifications').insert({ user_id: fresh.id, type: 'system', title: `Live ${i}` }).then(ok),
    );
    const reads = Array.from({ length: 30 }, () => bell(fresh, 50));
    const [answers] = await Promise.all([Promise.all(reads), Promise.all(writes)]);
    for (const answer of answers) expect(answer.unread).toBe(answer.items.length);
    expect((await bell(fresh, 50)).unread).toBe(30);
  });
});
