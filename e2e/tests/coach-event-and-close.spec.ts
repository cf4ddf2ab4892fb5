// Glow Up Coach: practising for a real upcoming event she attends, and the final save when she
// closes the tab mid-session (pagehide → fetch keepalive): the server has every message, not only the browser.
import { expectAreaReady } from '../support/areas.ts';
import { expect, test } from '../support/fixtures.ts';
import type { Member } from '../support/members.ts';

test.use({ memberNames: ['Ada Rehearse', 'Bea Host'] });

const today = () => new Date().toISOString().slice(0, 10);

/** An approved upcoming event of the seed with a free seat (the seed's dates are relative to today). */
async function upcomingSeededEvent(member: Member): Promise<{ id: string; title: string }> {
  const { data, error } = await member.client
    .from('events')
    .select('id, title, max_attendees, current_attendees')
    .eq('approved', true)
    .gt('date', today())
    .order('max_attendees', { ascending: false })
    .limit(20);
  if (error) throw error;
  const free = (data as { id: string; title: string; max_attendees: number; current_attendees: number }[]).find((e) => e.current_attendees < e.max_attendees);
  if (!free) throw new Error('the seed has no upcoming approved event with a free seat');
  return free;
}

test('she rehearses for the event she attends; closing the tab mid-session saves every message on the server', async ({ twoMembers }) => {
  const [ada] = twoMembers;
  const { id: eventId, title } = await upcomingSeededEvent(ada);
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
  const said = "Hi, I'm Ada, I run a bakery chain. What brings you to this event?";
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
