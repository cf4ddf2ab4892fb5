// Glow Up Coach (issue 19): practising for a real upcoming event she attends, and the final save when she
// closes the tab mid-session (pagehide → fetch keepalive): the server has every message, not only the browser.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { expectAreaReady } from '../support/areas.ts';
import { e2eEnv } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import type { Member } from '../support/members.ts';

test.use({ memberNames: ['Ada Rehearse', 'Bea Host'] });

const ADMIN = { email: 'admin@example.com', password: 'DivaDemo2024!' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An online event hosted by `host`, approved by the seeded admin. */
async function approvedEvent(host: Member, title: string): Promise<string> {
  const { data, error } = await host.client
    .from('events')
    .insert({ title, description: 'Founders meet investors.', date: inDays(12), time: '18:30', location: 'Online', type: 'online', created_by: host.id })
    .select('id')
    .single();
  if (error) throw error;
  const admin = createClient(e2eEnv.supabaseUrl(), e2eEnv.anonKey(), { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });
  await admin.auth.signInWithPassword(ADMIN);
  const approved = await admin.from('events').update({ approved: true }).eq('id', data.id);
  if (approved.error) throw approved.error;
  return data.id as string;
}

test('she rehearses for the event she attends; closing the tab mid-session saves every message on the server', async ({ twoMembers }) => {
  const [ada, bea] = twoMembers;
  const title = `Founder Salon ${Date.now().toString(36)}`;
  const eventId = await approvedEvent(bea, title);
  const rsvp = await ada.client.from('event_rsvps').insert({ event_id: eventId, user_id: ada.id, status: 'attending' });
  if (rsvp.error) throw rsvp.error;

  const { page } = ada;
  await page.goto('/app/pre-game');
  await expectAreaReady(page, 'coach');
  const practice = page.getByTestId('event-practice').filter({ hasText: title });
  await expect(practice).toBeVisible();
  await practice.getByRole('button', { name: `Practise for ${title}` }).click();

  // The coach plays the event's scenario (a custom session seeded from it).
  const dialog = page.getByTestId('session-dialog');
  await expect(page.getByRole('dialog', { name: 'Custom Practice Session' })).toBeVisible();
  await expect(dialog.getByTestId('coach-line')).toHaveCount(1);
  await expect(dialog.getByTestId('coach-line').first()).toContainText(title);
  const said = "Hi, I'm Ada, I run a bakery chain. What brings you to the salon?";
  await dialog.getByRole('textbox', { name: 'Your message' }).fill(said);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByTestId('coach-line')).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();

  // Three lines: not yet an auto-save (every 4th message), so the server still has only the opening.
  const stored = async () => {
    const { data } = await ada.client.from('practice_sessions').select('event_type, chat_history').order('created_at', { ascending: false }).limit(1).single();
    return data as { event_type: string; chat_history: { role: string; content: string }[] } | null;
  };
  expect((await stored())?.chat_history).toHaveLength(1);
  expect((await stored())?.event_type).toContain(title);

  // She closes the tab: pagehide sends the transcript with keepalive.
  await page.close({ runBeforeUnload: true });
  await expect.poll(async () => (await stored())?.chat_history.length, { timeout: 10_000 }).toBe(3);
  expect((await stored())!.chat_history[1]).toEqual({ role: 'user', content: said });
});
