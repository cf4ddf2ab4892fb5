import { type Page, expect, test } from '@playwright/test';
import { expectAreaReady } from '../support/areas.ts';
import { createMember, signInWithSession } from '../support/members.ts';

/**
 * Security: raw HTML in members' text is stored as written, and the shell and the feed show it as text. A
 * member whose name, post, tags, comment and messages are markup leaves no element, no script run and no link
 * other than the app's own paths and https.
 */

const NAME = '<img src=x onerror="window.__pwned=1">Eve';
const POST = '<script>window.__pwned=1</script><b>bold</b> <a href="javascript:window.__pwned=1">click</a>';
const TAG = '<i>tag</i>';
const COMMENT = '<svg onload="window.__pwned=1"></svg>said';
const MESSAGE = '<iframe src="javascript:window.__pwned=1"></iframe>hi';

/** Every element that member markup could have produced, and every link that is neither own-path nor https. */
async function injected(page: Page): Promise<{ elements: number; links: string[]; pwned: unknown }> {
  return page.evaluate(() => ({
    elements: document.querySelectorAll('main script, main b, main i, main iframe, main svg[onload], img[src="x"], [onerror]').length,
    links: [...document.querySelectorAll('a[href]')]
      .map((a) => a.getAttribute('href')!)
      .filter((href) => !href.startsWith('/') && !href.startsWith('#') && !href.startsWith('https:')),
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
  }));
}

test('members’ names, posts, tags, comments and messages are shown as text in the feed and the header', async ({ page }) => {
  const viewer = await createMember('Text Tina');
  const eve = await createMember(NAME);
  // The database refuses image and link addresses that are not https or its own storage.
  const avatar = await eve.client.from('profiles').update({ avatar_url: 'javascript:window.__pwned=1' }).eq('user_id', eve.id);
  expect(avatar.error?.code).toBe('23514');
  const link = await eve.client.from('profiles').update({ linkedin_url: 'http://evil.example' }).eq('user_id', eve.id);
  expect(link.error?.code).toBe('23514');

  const post = await eve.client.from('posts').insert({ user_id: eve.id, content: POST, tags: [TAG] }).select('id').single();
  expect(post.error).toBeNull();
  expect((await eve.client.from('post_comments').insert({ post_id: post.data!.id, user_id: eve.id, content: COMMENT })).error).toBeNull();
  expect((await eve.client.from('connection_requests').insert({ requester_id: eve.id, requested_id: viewer.id, status: 'pending' })).error).toBeNull();
  const conversation = await eve.client.from('conversations').insert({ participant_1: eve.id, participant_2: viewer.id }).select('id').single();
  expect((await eve.client.from('messages').insert({ conversation_id: conversation.data!.id, sender_id: eve.id, content: MESSAGE })).error).toBeNull();

  await signInWithSession(page, viewer);
  await page.goto('/app/timeline');
  await expectAreaReady(page, 'feed');
  const card = page.locator(`[data-post-id="${post.data!.id}"]`);
  await expect(card.getByTestId('post-author')).toHaveText(NAME);
  await expect(card.getByTestId('post-content')).toHaveText(POST);
  await expect(card.getByTestId('post-tags')).toContainText(TAG);
  await card.getByTestId('comments-toggle').click();
  await expect(card.getByText(COMMENT)).toBeVisible();

  // The shell's header: the notification names her, the messages popover shows her conversation.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByTestId('notification-item').first()).toContainText(NAME);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Messages', exact: true }).click();
  await expect(page.getByTestId('conversation-item').first()).toContainText(NAME);

  expect(await injected(page)).toEqual({ elements: 0, links: [], pwned: undefined });
});
