import type { Page } from '@playwright/test';
import { expectAreaReady } from '../support/areas.ts';
import { expect, type SignedInMember, test } from '../support/fixtures.ts';

test.use({ memberNames: ['Ada Profile', 'Bea Visitor'] });

async function openOwnProfile({ page }: SignedInMember): Promise<Page> {
  await page.goto('/app/profile');
  await expectAreaReady(page, 'profile');
  await expect(page.getByTestId('own-profile')).toBeVisible();
  return page;
}

/** A toast with its title and description (spec 01 §8). */
async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByRole('alert').filter({ hasText: title }).filter({ hasText: description });
  await expect(toast.first()).toBeVisible();
}

/** A noisy 2400×1800 PNG, as large as a phone photo (several MB), drawn in the page. */
async function bigPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(2400, 1800);
    for (let i = 0; i < pixels.data.length; i += 1) pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    context.putImageData(pixels, 0, 0);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('A edits her profile, uploads an avatar, edits skills, adds and shares an achievement; B sees it, connects and messages', async ({ twoMembers }) => {
  test.setTimeout(120_000);
  const [ada, bea] = twoMembers;
  const page = await openOwnProfile(ada);

  // Edit: every limit's text at once, joined by commas under 'Validation Error'.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Display name').fill('x'.repeat(101));
  await page.getByLabel('Bio').fill('x'.repeat(1001));
  await page.getByLabel('Location').fill('x'.repeat(101));
  await page.getByLabel('Company').fill('x'.repeat(201));
  await page.getByLabel('Role').fill('x'.repeat(101));
  await page.getByLabel('Instagram URL').fill('http://instagram.com/ada');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(
    page,
    'Validation Error',
    'Display name must be 100 characters or less, Bio must be 1000 characters or less, Company must be 200 characters or less, Role must be 100 characters or less, Location must be 100 characters or less, Instagram URL must be an https:// link',
  );
  // Cancel drops the edits.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('profile-name')).toHaveText('Ada Profile');

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Bio').fill('Founder of a <b>design</b> studio.');
  await page.getByLabel('Location').fill('Atlanta');
  await page.getByLabel('Company').fill('Studio A');
  await page.getByLabel('Role').fill('Founder');
  await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/ada');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('profile-edit-form')).toHaveCount(0);
  await expect(page.getByTestId('profile-bio')).toHaveText('Founder of a design studio.');
  await expect(page.getByTestId('profile-work')).toHaveText('Founder at Studio A');
  const linkedIn = page.getByRole('link', { name: 'Ada Profile on LinkedIn (opens in a new tab)' });
  await expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/in/ada');
  await expect(linkedIn).toHaveAttribute('target', '_blank');

  // Avatar: a multi-megabyte photo uploads resized (at most 512×512) and shows here and in the header.
  const photo = await bigPhoto(page);
  expect(photo.length).toBeGreaterThan(2_000_000);
  await page.getByTestId('avatar-input').setInputFiles({ name: 'phone-photo.png', mimeType: 'image/png', buffer: photo });
  const avatarImage = page.getByTestId('profile-avatar').locator('img');
  await expect(avatarImage).toHaveAttribute('src', new RegExp(`/avatars/${ada.id}/avatar\\.\\w+\\?v=\\d+$`));
  const size = await avatarImage.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return Math.max(img.naturalWidth, img.naturalHeight);
  });
  expect(size).toBe(512);
  const src = await avatarImage.getAttribute('src');
  // What was stored is the small picture, not the photo.
  const stored = await page.request.get(src!);
  expect((await stored.body()).length).toBeLessThan(photo.length / 5);
  await expect(page.getByTestId('header-avatar').locator('img')).toHaveAttribute('src', src!);

  // Skills: add (trimmed, empty ignored), the 200 limit, remove.
  const superpowers = page.getByTestId('skills-superpowers');
  await page.getByLabel('Add superpower').fill('   ');
  await superpowers.getByRole('button', { name: 'Add' }).click();
  await expect(superpowers.getByText('No superpowers yet.')).toBeVisible();
  await page.getByLabel('Add superpower').fill('x'.repeat(201));
  await superpowers.getByRole('button', { name: 'Add' }).click();
  await expectToast(page, 'Validation Error', 'Superpower must be 200 characters or less');
  await page.getByLabel('Add superpower').fill('  Negotiation  ');
  await page.getByLabel('Add superpower').press('Enter');
  await page.getByLabel('Add superpower').fill('Public speaking');
  await page.getByLabel('Add superpower').press('Enter');
  await expect(superpowers.locator('li')).toHaveText(['Public speaking', 'Negotiation']);
  await page.getByLabel('Add passion').fill('Mentoring');
  await page.getByLabel('Add passion').press('Enter');
  await page.getByLabel('Add purpose').fill('My daughters');
  await page.getByLabel('Add purpose').press('Enter');
  await expect(page.getByTestId('skills-fuel').locator('li')).toHaveText(['My daughters']);
  await superpowers.getByRole('button', { name: 'Remove Public speaking' }).click();
  await expect(superpowers.locator('li')).toHaveText(['Negotiation']);
  await page.reload();
  await expect(page.getByTestId('skills-superpowers').locator('li')).toHaveText(['Negotiation']);
  await expect(page.getByTestId('skills-passions').locator('li')).toHaveText(['Mentoring']);

  // Achievements: Add is disabled until category and title are set; the date defaults to today.
  const form = page.getByTestId('achievement-form');
  const addAchievement = form.getByRole('button', { name: 'Add Achievement' });
  await expect(addAchievement).toBeDisabled();
  const today = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
  await expect(form.getByLabel('Date')).toHaveValue(today);
  await form.getByLabel('Title').fill('Closed our seed round');
  await expect(addAchievement).toBeDisabled();
  await form.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Fundraisers' }).click();
  await form.getByLabel('Description (optional)').fill('Two million to grow the studio.');
  await form.getByLabel('Date').fill('2025-03-07');
  await addAchievement.click();
  const item = page.getByTestId('achievement-item').filter({ hasText: 'Closed our seed round' });
  await expect(item).toContainText('Mar 07, 2025');
  await expect(item).toContainText('Fundraisers');
  await item.getByRole('button', { name: 'Share Closed our seed round' }).click();
  await expect(item.getByTestId('achievement-shared')).toBeVisible();
  await expect(item.getByRole('button', { name: /^Share/ })).toHaveCount(0);
  const ownPost = page.getByTestId('profile-post').first();
  await expect(ownPost).toContainText('Exciting news! I just achieved: Closed our seed round in Fundraisers');
  await expect(ownPost.getByTestId('achievement-flag')).toBeVisible();

  // B sees the flagged post in the feed and opens A's profile from it.
  const beaPage = bea.page;
  await beaPage.goto('/app/timeline');
  await expectAreaReady(beaPage, 'feed');
  const post = beaPage.getByTestId('post-card').filter({ hasText: 'Exciting news! I just achieved: Closed our seed round in Fundraisers' });
  await expect(post).toContainText('Two million to grow the studio.');
  await expect(post.getByTestId('achievement-flag')).toBeVisible();
  // Her new picture on her post (the address carries its version, so no cache shows the old one).
  await expect(post.locator('img').first()).toHaveAttribute('src', src!);
  await post.getByRole('button', { name: 'Post options for Ada Profile' }).click();
  await beaPage.getByRole('menuitem', { name: 'View Profile' }).click();
  await expect(beaPage).toHaveURL(new RegExp(`/app/profile/${ada.id}$`));
  await expectAreaReady(beaPage, 'profile');
  const other = beaPage.getByTestId('member-profile');
  await expect(other.getByTestId('profile-name')).toHaveText('Ada Profile');
  await expect(other.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', src!);
  // Read-only: no edit controls, achievement actions or My Events.
  await expect(beaPage.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(beaPage.getByLabel('Add superpower')).toHaveCount(0);
  await expect(beaPage.getByRole('button', { name: /^(Share|Delete) / })).toHaveCount(0);
  await expect(beaPage.getByTestId('my-events')).toHaveCount(0);
  await expect(beaPage.getByTestId('achievement-form')).toHaveCount(0);
  await expect(other.getByTestId('achievement-item')).toContainText('Closed our seed round');

  // Request Connection sends a connection request (its message is optional), then says 'Connection Saved'.
  await beaPage.getByRole('button', { name: 'Request Connection' }).click();
  await beaPage.getByRole('dialog', { name: 'Request Connection' }).getByRole('button', { name: 'Send Request' }).click();
  await expect(beaPage.getByRole('button', { name: 'Connection Saved' })).toBeDisabled();
  await beaPage.reload();
  await expect(beaPage.getByRole('button', { name: 'Connection Saved' })).toBeDisabled();

  // Message opens the thread with her.
  await beaPage.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(beaPage).toHaveURL(/\/app\/messages\/[0-9a-f-]{36}$/);
  await expectAreaReady(beaPage, 'messaging');
  // The thread opened is the pair's one conversation (Ada finds the same one).
  const { data: conversation } = await ada.client.rpc('get_or_create_conversation', { other_user_id: bea.id });
  expect(beaPage.url()).toMatch(new RegExp(`/app/messages/${(conversation as { id: string }).id}$`));
  // B sends a message there; it shows in the thread and reaches A's side of the same conversation.
  const input = beaPage.getByRole('textbox', { name: 'Message' });
  await input.fill('Congratulations on the seed round! Coffee next week?');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(beaPage.getByTestId('message-content').last()).toHaveText('Congratulations on the seed round! Coffee next week?');
  await page.goto(`/app/messages/${(conversation as { id: string }).id}`);
  await expectAreaReady(page, 'messaging');
  await expect(page.getByTestId('message-content').last()).toHaveText('Congratulations on the seed round! Coffee next week?');
});
