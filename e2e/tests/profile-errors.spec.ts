// Every error text of the profile that a person can provoke (spec 01 §5 and §8), the not-found state, 375 px
// and an axe scan of both routes. Failures are provoked by answering the one request with an error.
import { type Page, type Route, expect, test } from '@playwright/test';
import { expectAreaReady } from '../support/areas.ts';
import { expectNoSeriousA11yFindings } from '../support/axe.ts';
import { createMember, type Member, signInWithSession } from '../support/members.ts';

async function expectToast(page: Page, title: string, description: string) {
  await expect(page.getByRole('alert').filter({ hasText: title }).filter({ hasText: description }).first()).toBeVisible();
}

const failing = (method: string, status = 500) => async (route: Route) =>
  route.request().method() === method
    ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'boom', details: null, hint: null }) })
    : route.fallback();

async function open(page: Page, path: string) {
  await page.goto(path);
  await expectAreaReady(page, 'profile');
}

async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test('own profile: load, update, avatar, skills and achievement failures say so and revert', async ({ page }) => {
  test.setTimeout(90_000);
  const ada = await createMember('Ada Errors');
  await ada.client.from('user_passions').insert({ user_id: ada.id, passion: 'Mentoring' });
  await signInWithSession(page, ada);

  // The load fails (after the 3 retries): toast and an error state with Retry.
  await page.route('**/rest/v1/profiles?select=*superpowers*', failing('GET'));
  await open(page, '/app/profile');
  await expectToast(page, 'Error', 'Failed to fetch user data');
  await page.unroute('**/rest/v1/profiles?select=*superpowers*');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('own-profile')).toBeVisible();

  await page.route('**/rest/v1/profiles?*', failing('PATCH'));
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Bio').fill('Will not be saved');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Error', 'Failed to update profile');
  await expect(page.getByTestId('profile-edit-form')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('profile-bio')).toHaveCount(0);

  // Avatar: no image chosen, then an upload that fails.
  await page.getByTestId('avatar-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expectToast(page, 'Error', 'You must select an image to upload.');
  await page.route('**/storage/v1/object/avatars/**', failing('POST'));
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expectToast(page, 'Error', 'Failed to upload avatar');
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveCount(0);

  // Skills: optimistic, reverted on failure.
  await page.route('**/rest/v1/user_superpowers*', failing('POST'));
  await page.getByLabel('Add superpower').fill('Negotiation');
  await page.getByLabel('Add superpower').press('Enter');
  await expectToast(page, 'Error', 'Failed to add superpower');
  await expect(page.getByTestId('skills-superpowers').getByText('Negotiation')).toHaveCount(0);
  await page.route('**/rest/v1/user_passions*', failing('DELETE'));
  await page.getByRole('button', { name: 'Remove Mentoring' }).click();
  await expectToast(page, 'Error', 'Failed to remove passion');
  await expect(page.getByTestId('skills-passions').locator('li')).toHaveText(['Mentoring']);
  await page.getByLabel('Add purpose').fill('x'.repeat(201));
  await page.getByLabel('Add purpose').press('Enter');
  await expectToast(page, 'Validation Error', 'Fuel must be 200 characters or less');

  // Achievements: add fails, then add, share fails, delete fails, delete after confirmation.
  const form = page.getByTestId('achievement-form');
  const fillAchievement = async (title: string) => {
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'New Clients' }).click();
    await form.getByLabel('Title').fill(title);
  };
  await page.route('**/rest/v1/user_achievements*', failing('POST'));
  await fillAchievement('First client');
  await form.getByRole('button', { name: 'Add Achievement' }).click();
  await expectToast(page, 'Error', 'Failed to add achievement');
  await page.unroute('**/rest/v1/user_achievements*');
  await form.getByRole('button', { name: 'Add Achievement' }).click();
  const item = page.getByTestId('achievement-item').filter({ hasText: 'First client' });
  await expect(item).toBeVisible();
  await expect(form.getByRole('button', { name: 'Add Achievement' })).toBeDisabled();

  await page.route('**/rest/v1/rpc/share_achievement', failing('POST'));
  await item.getByRole('button', { name: 'Share First client' }).click();
  await expectToast(page, 'Error', 'Failed to share achievement');
  await expect(item.getByTestId('achievement-shared')).toHaveCount(0);
  await page.unroute('**/rest/v1/rpc/share_achievement');

  // Shared meanwhile from another tab: the achievement refuses the link, nothing is posted twice, and the page
  // shows it shared (spec 01 §8's 'Failed to update achievement': the achievement's update step).
  const { data: other } = await ada.client.from('user_achievements').insert({ user_id: ada.id, category: 'Appearances', title: 'Radio interview', date_achieved: '2025-02-02' }).select('id').single();
  await page.reload();
  await expectAreaReady(page, 'profile');
  const radio = page.getByTestId('achievement-item').filter({ hasText: 'Radio interview' });
  await expect(radio.getByRole('button', { name: 'Share Radio interview' })).toBeVisible();
  expect((await ada.client.rpc('share_achievement', { achievement_id: other!.id })).error).toBeNull();
  await radio.getByRole('button', { name: 'Share Radio interview' }).click();
  await expectToast(page, 'Error', 'Failed to update achievement');
  await expect(radio.getByTestId('achievement-shared')).toBeVisible();
  const { count } = await ada.client.from('posts').select('id', { count: 'exact', head: true }).eq('user_id', ada.id).like('content', '%Radio interview%');
  expect(count).toBe(1);

  await page.route('**/rest/v1/user_achievements*', failing('DELETE'));
  await item.getByRole('button', { name: 'Delete First client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete achievement?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Error', 'Failed to delete achievement');
  await expect(item).toBeVisible();
  await page.unroute('**/rest/v1/user_achievements*');
  // Escape closes the dialog without deleting and gives focus back.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Delete First client' })).toBeFocused();
  await item.getByRole('button', { name: 'Delete First client' }).click();
  await page.getByRole('dialog', { name: 'Delete achievement?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(item).toHaveCount(0);
});

test("another member's profile: request and message failures, Already Connected, not-found addresses", async ({ page }) => {
  const [bea, ada] = await Promise.all([createMember('Bea Saver'), createMember('Ada Target')]);
  await signInWithSession(page, bea);
  await open(page, `/app/profile/${ada.id}`);
  await expect(page.getByTestId('member-profile')).toBeVisible();

  // Request Connection sends a connection request (with its optional message); a failure says so.
  await page.route('**/rest/v1/connection_requests*', failing('POST'));
  await page.getByRole('button', { name: 'Request Connection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Connection' });
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expectToast(page, 'Error', 'Failed to save connection');
  await expect(dialog).toBeVisible();
  await page.unroute('**/rest/v1/connection_requests*');

  // Sent meanwhile (another tab): 23505.
  await bea.client.from('connection_requests').insert({ requested_id: ada.id });
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expectToast(page, 'Already Connected', "You've already saved this connection");
  await expect(page.getByRole('button', { name: 'Connection Saved' })).toBeDisabled();

  await page.route('**/rest/v1/rpc/get_or_create_conversation', failing('POST'));
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  await expectToast(page, 'Error', 'Failed to start conversation');
  await expect(page).toHaveURL(new RegExp(`/app/profile/${ada.id}$`));

  // Malformed and unknown ids: an honest not-found with a way back.
  await open(page, '/app/profile/not-a-member');
  await expect(page.getByTestId('profile-not-found')).toContainText('Profile not found');
  await open(page, '/app/profile/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('profile-not-found')).toBeVisible();
  await page.getByRole('link', { name: 'Your profile' }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByTestId('own-profile')).toBeVisible();
  // Her own id shows her own profile.
  await open(page, `/app/profile/${bea.id}`);
  await expect(page).toHaveURL(/\/app\/profile$/);
});

test('both routes at 375 px: no horizontal scroll, 40 px targets, no serious axe findings', async ({ page }) => {
  const [ada, bea] = await Promise.all([createMember('Ada Narrow With A Rather Long Display Name'), createMember('Bea Narrow')]);
  await ada.client.from('profiles').update({ bio: 'x'.repeat(300), company: 'A company with a long name', role: 'Founder', linkedin_url: 'https://linkedin.com/in/ada' }).eq('user_id', ada.id);
  await ada.client.from('user_superpowers').insert([{ user_id: ada.id, superpower: 'Negotiation' }, { user_id: ada.id, superpower: 'A superpower with quite a long name indeed' }]);
  await ada.client.from('user_achievements').insert({ user_id: ada.id, category: 'Business Growth', title: 'Doubled revenue', date_achieved: '2025-02-03' });
  await page.setViewportSize({ width: 375, height: 800 });
  await signInWithSession(page, ada as Member);

  await open(page, '/app/profile');
  await expect(page.getByTestId('achievement-form')).toBeVisible();
  await expectNoHorizontalScroll(page);
  for (const name of ['Edit', 'Change photo', 'Share Doubled revenue', 'Delete Doubled revenue', 'Remove Negotiation', 'Add a profile photo']) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    expect(box!.height, name).toBeGreaterThanOrEqual(40);
    expect(box!.width, name).toBeGreaterThanOrEqual(40);
  }
  await expectNoSeriousA11yFindings(page, { label: 'own profile at 375 px' });
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yFindings(page, { label: 'own profile edit mode at 375 px' });

  await open(page, `/app/profile/${bea.id}`);
  await expect(page.getByTestId('member-profile')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yFindings(page, { label: "another member's profile at 375 px" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSeriousA11yFindings(page, { label: "another member's profile" });
});
