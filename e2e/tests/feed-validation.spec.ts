import { type Page, type Route, expect, test } from '@playwright/test';
import { expectAreaReady } from '../support/areas.ts';
import { expectFitsTheScreen } from '../support/layout.ts';
import { createMember, type Member, signInWithSession } from '../support/members.ts';

/** Toast title and description, as spec 01 §8 words them. */
async function expectToast(page: Page, title: string, description: string, timeout?: number) {
  // Title and description together: an earlier toast with the same title may still be on screen.
  const toast = page.getByRole('alert').filter({ hasText: title }).filter({ hasText: description });
  await expect(toast.first()).toBeVisible({ timeout });
}

async function openFeed(page: Page, member: Member) {
  await signInWithSession(page, member);
  await page.goto('/app/timeline');
  await expectAreaReady(page, 'feed');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
}

const onlyMethod = (method: string, handle: (route: Route) => Promise<void>) => async (route: Route) =>
  route.request().method() === method ? handle(route) : route.fallback();

const postCard = (page: Page, text: string) => page.getByTestId('post-card').filter({ hasText: text });

test('the composer: Share disabled when empty, Content Required, tag rules, the counter near the limit, Post Failed', async ({ page }) => {
  const member = await createMember('Vera Valid');
  await openFeed(page, member);
  const content = page.getByRole('textbox', { name: 'Post content' });
  const share = page.getByRole('button', { name: 'Share' });

  await expect(share).toBeDisabled();
  // It grows with the text from 3 lines to 12, then scrolls.
  const height = () => content.evaluate((node) => node.getBoundingClientRect().height);
  const empty = await height();
  await content.fill('one\ntwo\nthree\nfour\nfive\nsix');
  await expect.poll(height).toBeGreaterThan(empty * 1.5);
  await content.fill(Array.from({ length: 30 }, (_, line) => `line ${line}`).join('\n'));
  const tall = await height();
  expect(tall).toBeLessThan(empty * 5);
  expect(await content.evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true);
  await content.fill('');
  await expect.poll(height).toBe(empty);
  await content.fill('   ');
  await expect(share).toBeEnabled();
  await share.click();
  await expectToast(page, 'Content Required', 'Please write something to share');

  const tag = page.getByRole('textbox', { name: 'Add a tag' });
  await tag.fill('   ');
  await tag.press('Enter');
  await expect(page.getByText('Tag cannot be empty')).toBeVisible();
  await tag.fill('Mentoring');
  await tag.press('Enter');
  await tag.fill(' mentoring ');
  await tag.press('Enter');
  await expect(page.getByText('Tag already added')).toBeVisible();

  await content.fill('x'.repeat(8999));
  await expect(page.getByTestId('character-counter')).toHaveCount(0);
  await content.fill('x'.repeat(9500));
  await expect(page.getByTestId('character-counter')).toHaveText('9,500 / 10,000');
  await content.fill('x'.repeat(10_050));
  await expect(content).toHaveValue('x'.repeat(10_000));
  await expect(page.getByTestId('character-counter')).toHaveText('10,000 / 10,000');

  // Post Failed, worded by the error.
  await content.fill('This one will fail');
  await page.route(
    '**/rest/v1/posts*',
    onlyMethod('POST', (route) => route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ code: '42501', message: 'permission denied for table posts', details: null, hint: null }) })),
  );
  await share.click();
  await expectToast(page, 'Post Failed', 'Permission denied');
  await expect(content).toHaveValue('This one will fail');
  await page.unroute('**/rest/v1/posts*');
  await page.route('**/rest/v1/posts*', onlyMethod('POST', (route) => route.abort('internetdisconnected')));
  await share.click();
  await expectToast(page, 'Post Failed', 'Network connection issue. Please try again');
  await page.unroute('**/rest/v1/posts*');

  await share.click();
  await expectToast(page, 'Post Shared!', 'Your post is now live on the network');
  await expect(content).toHaveValue('');
});

test('likes and comments: failures revert and say so; empty comments are not sent; the keyboard works', async ({ page }) => {
  const member = await createMember('Kim Keys');
  const author = await createMember('Rae Author');
  const text = `Keyboard friendly post ${Date.now().toString(36)}`;
  expect((await author.client.from('posts').insert({ user_id: author.id, content: text, tags: ['General'] })).error).toBeNull();
  await openFeed(page, member);
  const post = postCard(page, text);
  const like = post.getByTestId('like-button');

  await page.route('**/rest/v1/post_likes*', onlyMethod('POST', (route) => route.abort('failed')));
  await like.click();
  await expectToast(page, 'Error', 'Failed to update like. Please try again');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(post.getByTestId('like-count')).toHaveText('0');
  await page.unroute('**/rest/v1/post_likes*');

  // Keyboard: focus the like button and press Space.
  await like.focus();
  await page.keyboard.press('Space');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(post.getByTestId('like-count')).toHaveText('1');
  await expect.poll(async () => (await author.client.from('posts').select('likes_count').eq('id', (await post.getAttribute('data-post-id'))!).single()).data?.likes_count).toBe(1);

  await post.getByRole('button', { name: '0 comments' }).click();
  await expect(post.getByText('No comments yet. Start the conversation.')).toBeVisible();
  const input = post.getByRole('textbox', { name: 'Write a comment' });
  const send = post.getByRole('button', { name: 'Send comment' });
  await expect(send).toBeDisabled();
  await input.fill('    ');
  await expect(send).toBeDisabled();
  await input.press('Enter');
  await expect(post.getByTestId('comment-item')).toHaveCount(0);
  await expect(input).toHaveAttribute('maxlength', '2000');

  await page.route('**/rest/v1/post_comments*', onlyMethod('POST', (route) => route.abort('failed')));
  await input.fill('This comment fails');
  await input.press('Enter');
  await expectToast(page, 'Error', 'Failed to add comment. Please try again');
  await expect(input).toHaveValue('This comment fails');
  await expect(post.getByRole('button', { name: '0 comments' })).toBeVisible();
  await page.unroute('**/rest/v1/post_comments*');
  await input.press('Enter');
  await expect(post.getByTestId('comment-content')).toHaveText(['This comment fails']);
  await expect(post.getByRole('button', { name: '1 comment' })).toBeVisible();
});

test('connection requests: the counter, Request Already Sent, Error, and no menu on own posts', async ({ page }) => {
  const member = await createMember('Cleo Connect');
  const other = await createMember('Nia Target');
  const text = `Connect with me ${Date.now().toString(36)}`;
  expect((await other.client.from('posts').insert({ user_id: other.id, content: text })).error).toBeNull();
  const ownText = `My own post ${Date.now().toString(36)}`;
  expect((await member.client.from('posts').insert({ user_id: member.id, content: ownText })).error).toBeNull();
  await openFeed(page, member);

  await expect(postCard(page, ownText).getByRole('button', { name: /^Post options/ })).toHaveCount(0);

  const openDialog = async () => {
    await postCard(page, text).getByRole('button', { name: 'Post options for Nia Target' }).click();
    await page.getByRole('menuitem', { name: 'Request Connection' }).click();
    return page.getByRole('dialog', { name: 'Request Connection' });
  };

  // View Profile goes to her profile.
  await postCard(page, text).getByRole('button', { name: 'Post options for Nia Target' }).click();
  await expect(page.getByRole('menuitem', { name: 'View Profile' })).toHaveAttribute('href', `/app/profile/${other.id}`);
  await page.keyboard.press('Escape');

  // A failed request says Error and keeps the dialog and message.
  let dialog = await openDialog();
  const message = dialog.getByRole('textbox', { name: 'Message (optional)' });
  await expect(dialog.getByTestId('character-counter')).toHaveText('0 / 500');
  await message.fill('y'.repeat(520));
  await expect(dialog.getByTestId('character-counter')).toHaveText('500 / 500');
  await message.fill('Hello Nia');
  await page.route('**/rest/v1/connection_requests*', (route) => route.abort('failed'));
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expectToast(page, 'Error', 'Failed to send connection request. Please try again');
  await expect(message).toHaveValue('Hello Nia');
  await page.unroute('**/rest/v1/connection_requests*');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expectToast(page, 'Connection Request Sent!', 'Your connection request has been sent');
  await expect(dialog).toBeHidden();

  dialog = await openDialog();
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expectToast(page, 'Request Already Sent', "You've already sent a connection request to this user");
  const { data } = await other.client.from('connection_requests').select('message, status').eq('requested_id', other.id);
  expect(data).toEqual([{ message: 'Hello Nia', status: 'pending' }]);
});

test("loading failures: 'Network Error' without a connection, 'Loading Error' otherwise, after the retries", async ({ page }) => {
  test.setTimeout(90_000);
  const member = await createMember('Lena Load');
  await openFeed(page, member);

  await page.route('**/rest/v1/posts*', onlyMethod('GET', (route) => route.abort('internetdisconnected')));
  await page.reload();
  // The query's 3 retries, 1, 2 and 4 s apart, come first.
  await expectToast(page, 'Network Error', 'Failed to load posts. Check your connection', 30_000);
  await expect(page.getByTestId('feed-load-error')).toBeVisible();

  await page.unroute('**/rest/v1/posts*');
  await page.route(
    '**/rest/v1/posts*',
    onlyMethod('GET', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'internal error', details: null, hint: null }) })),
  );
  await page.reload();
  await expectToast(page, 'Loading Error', 'Failed to load posts. Please refresh the page', 30_000);

  await page.unroute('**/rest/v1/posts*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('post-card').first()).toBeVisible();
});

test("the header's Create Post puts the cursor in the composer; the feed fits a 375 px screen", async ({ page }) => {
  const member = await createMember('Pia Mobile');
  await openFeed(page, member);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/app\/timeline#composer$/);
  await expect(page.getByRole('textbox', { name: 'Post content' })).toBeFocused();

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  // The header's actions fit as icons with their names: Create Post is not cut to "Creat".
  const header = page.locator('header').first();
  await expect(header.getByRole('button', { name: 'Create Post' })).toBeVisible();
  await expectFitsTheScreen(page, header);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
