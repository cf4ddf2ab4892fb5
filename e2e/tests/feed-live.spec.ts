import type { Page } from '@playwright/test';
import { expectAreaReady } from '../support/areas.ts';
import { expect, type SignedInMember, test } from '../support/fixtures.ts';

test.use({ memberNames: ['Ada Live', 'Bea Live'] });

/** The member's own browser on the Network Feed. */
async function openFeed({ page }: SignedInMember): Promise<Page> {
  await page.goto('/app/timeline');
  await expectAreaReady(page, 'feed');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  return page;
}

const postCard = (page: Page, text: string) => page.getByTestId('post-card').filter({ hasText: text });

test('two members: a shared post arrives live, likes and comments come back live, a connection request reaches the bell', async ({ twoMembers }) => {
  test.setTimeout(120_000);
  const [ada, bea] = twoMembers;
  const adaPage = await openFeed(ada);
  const beaPage = await openFeed(bea);
  const text = `Our studio signed its first enterprise client today ${Date.now().toString(36)}`;

  // A shares a post with tags.
  await adaPage.getByRole('textbox', { name: 'Post content' }).fill(text);
  const tagInput = adaPage.getByRole('textbox', { name: 'Add a tag' });
  await tagInput.fill('Studio Life');
  await tagInput.press('Enter');
  await tagInput.fill('Atlanta');
  await adaPage.getByRole('button', { name: 'Add' }).click();
  await adaPage.getByRole('button', { name: 'Share' }).click();
  await expect(adaPage.getByText('Post Shared!')).toBeVisible();
  await expect(adaPage.getByText('Your post is now live on the network')).toBeVisible();
  const adaPost = postCard(adaPage, text);
  await expect(adaPage.getByTestId('post-card').first()).toContainText(text);
  await expect(adaPost.getByTestId('post-tags')).toContainText('Studio Life');
  await expect(adaPost.getByTestId('post-tags')).toContainText('Atlanta');
  // Auto-labelling added the keyword labels after her own tags.
  await expect(adaPost.getByTestId('post-tags')).toContainText('Client Success');
  await expect(adaPost.getByTestId('post-age')).toHaveText('just now');

  // B sees it announced without a reload, and the list does not move until she asks.
  const bar = beaPage.getByTestId('new-posts-bar');
  await expect(bar).toHaveText('1 new post');
  await expect(postCard(beaPage, text)).toHaveCount(0);
  await bar.click();
  const beaPost = postCard(beaPage, text);
  await expect(beaPost).toBeVisible();
  await expect(beaPage.getByTestId('post-card').first()).toContainText(text);
  await expect(bar).toHaveCount(0);
  await expect(beaPost.getByTestId('post-author')).toHaveText('Ada Live');
  await expect(beaPost.getByTestId('post-author')).toHaveAttribute('href', `/app/profile/${ada.id}`);

  // B likes and comments; A's counts follow live.
  await beaPost.getByTestId('like-button').click();
  await expect(beaPost.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(adaPost.getByTestId('like-count')).toHaveText('1');
  await beaPost.getByRole('button', { name: '0 comments' }).click();
  await beaPost.getByRole('textbox', { name: 'Write a comment' }).fill('Congratulations, Ada!');
  await beaPost.getByRole('button', { name: 'Send comment' }).click();
  await expect(beaPost.getByTestId('comment-content')).toHaveText(['Congratulations, Ada!']);
  await expect(adaPost.getByRole('button', { name: '1 comment' })).toBeVisible();
  // An open comment list on A's side shows B's comment too.
  await adaPost.getByRole('button', { name: '1 comment' }).click();
  await expect(adaPost.getByTestId('comment-content')).toHaveText(['Congratulations, Ada!']);

  // B requests a connection with a message; A's bell shows it.
  await beaPost.getByRole('button', { name: 'Post options for Ada Live' }).click();
  await beaPage.getByRole('menuitem', { name: 'Request Connection' }).click();
  const dialog = beaPage.getByRole('dialog', { name: 'Request Connection' });
  const message = 'Loved your news, let us connect!';
  await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill(message);
  await expect(dialog.getByTestId('character-counter')).toHaveText(`${message.length} / 500`);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(beaPage.getByText('Connection Request Sent!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const bell = adaPage.getByRole('button', { name: 'Notifications (1 unread)' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(adaPage.getByTestId('notification-item').first()).toContainText('Bea Live');

});

test("members' markup renders as inert text, for the author and for others", async ({ twoMembers }) => {
  const [adaPage, beaPage] = [await openFeed(twoMembers[0]), await openFeed(twoMembers[1])];
  const hostile = `<script>window.__feedXss = 1</script><img src=x onerror="window.__feedXss = 2"> ${Date.now().toString(36)}`;

  await adaPage.getByRole('textbox', { name: 'Post content' }).fill(hostile);
  await adaPage.getByRole('button', { name: 'Share' }).click();
  await expect(adaPage.getByText('Post Shared!')).toBeVisible();
  await beaPage.getByTestId('new-posts-bar').click();

  for (const page of [adaPage, beaPage]) {
    const content = postCard(page, 'window.__feedXss').getByTestId('post-content');
    await expect(content).toHaveText(hostile);
    await expect(content.locator('img, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __feedXss?: number }).__feedXss)).toBeUndefined();
  }
});
