import type { Page } from '@playwright/test';
import { expectAreaReady } from '../support/areas.ts';
import { expectNoSeriousA11yFindings } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { createMember, signInWithSession } from '../support/members.ts';

// The Network Feed in its states, scanned by axe (WCAG 2.x A/AA and best practice): no serious or critical finding.
test.use({ memberNames: ['Ada Axe', 'Bea Axe'] });

async function openFeed(page: Page) {
  await page.goto('/app/timeline');
  await expectAreaReady(page, 'feed');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
}

test('the feed: posts, the live bar, comments, the post menu, the connection dialog, a toast', async ({ twoMembers }) => {
  test.setTimeout(120_000);
  const [ada, bea] = twoMembers;
  const page = ada.page;
  await openFeed(page);
  await expectNoSeriousA11yFindings(page, { label: '/app/timeline' });

  // Bea posts: Ada's feed announces it.
  await openFeed(bea.page);
  await bea.page.getByRole('textbox', { name: 'Post content' }).fill(`Scanned for contrast and roles ${Date.now().toString(36)}`);
  await bea.page.getByRole('button', { name: 'Share' }).click();
  await expect(bea.page.getByText('Post Shared!')).toBeVisible();
  await expectNoSeriousA11yFindings(bea.page, { label: 'the feed with a toast' });
  await expect(page.getByTestId('new-posts-bar')).toBeVisible();
  await expectNoSeriousA11yFindings(page, { label: 'the feed with the new-posts bar' });
  await page.getByTestId('new-posts-bar').click();

  const post = page.getByTestId('post-card').filter({ hasText: 'Bea Axe' }).first();
  await post.getByRole('button', { name: /comment/ }).click();
  await expect(post.getByRole('textbox', { name: 'Write a comment' })).toBeVisible();
  await expectNoSeriousA11yFindings(page, { label: 'comments open' });

  await post.getByRole('button', { name: 'Post options for Bea Axe' }).click();
  await expect(page.getByRole('menuitem', { name: 'Request Connection' })).toBeVisible();
  await expectNoSeriousA11yFindings(page, { label: 'post menu open' });
  await page.getByRole('menuitem', { name: 'Request Connection' }).click();
  await expect(page.getByRole('dialog', { name: 'Request Connection' })).toBeVisible();
  await expectNoSeriousA11yFindings(page, { label: 'Request Connection dialog' });
});

test('the feed at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInWithSession(page, await createMember('Axe Small'));
  await openFeed(page);
  await expectNoSeriousA11yFindings(page, { label: '/app/timeline at 375 px' });
});
