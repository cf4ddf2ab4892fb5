/** The public avatars bucket: anyone reads, a member writes only under her own folder ({userId}/avatar.{ext}). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type LocalSupabase, makeAdmin, type Member, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let maya: Member;
let amara: Member;
let admin: Member;

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya');
  amara = await signUpMember(server, 'Amara');
  admin = await makeAdmin(server, await signUpMember(server, 'Admin'));
});
afterAll(async () => {
  await server?.stop();
});

describe('avatars', () => {
  it('lets a member upload (and overwrite) her avatar, readable by anyone at its public URL', async () => {
    const path = `${maya.id}/avatar.png`;
    const first = await maya.client.storage.from('avatars').upload(path, PNG, { contentType: 'image/png', upsert: true });
    expect(first.error).toBeNull();
    const again = await maya.client.storage.from('avatars').upload(path, PNG, { contentType: 'image/png', upsert: true });
    expect(again.error).toBeNull();

    const { data } = anonClient(server).storage.from('avatars').getPublicUrl(path);
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    const saved = await maya.client.from('profiles').update({ avatar_url: data.publicUrl }).eq('user_id', maya.id).select('avatar_url');
    expect(saved.error).toBeNull();
  });

  it("refuses uploads into someone else's folder and by anon", async () => {
    const other = await amara.client.storage.from('avatars').upload(`${maya.id}/avatar.png`, PNG, { contentType: 'image/png', upsert: true });
    expect(other.error?.message).toMatch(/row-level security/);
    const anon = await anonClient(server).storage.from('avatars').upload(`${amara.id}/avatar.png`, PNG, { contentType: 'image/png' });
    expect(anon.error).not.toBeNull();
  });

  it('refuses files that are not images', async () => {
    const r = await maya.client.storage.from('avatars').upload(`${maya.id}/notes.txt`, Buffer.from('hello'), { contentType: 'text/plain' });
    expect(r.error).not.toBeNull();
  });

  it("does not let a member delete someone else's avatar; the admin may", async () => {
    const path = `${maya.id}/avatar.png`;
    const attempt = await amara.client.storage.from('avatars').remove([path]);
    expect(attempt.data ?? []).toEqual([]);
    expect((await fetch(anonClient(server).storage.from('avatars').getPublicUrl(path).data.publicUrl)).status).toBe(200);
    const removed = await admin.client.storage.from('avatars').remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(1);
  });
});
