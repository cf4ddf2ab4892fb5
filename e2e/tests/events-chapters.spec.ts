// Chapters: the 26 chapters from the database, joining one (the member count follows), every button of a
// chapter page, an unknown chapter, 375 px and axe scans.
import type { Page } from '@playwright/test';
import { expectAreaReady } from '../support/areas.ts';
import { expectNoSeriousA11yFindings } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test.use({ memberNames: ['Cara Chapters', 'Dina Chapters'] });

const memberCount = async (page: Page) => Number((await page.getByTestId('chapter-member-count').innerText()).match(/\d+/)![0]);

test('browse the chapters, join one, use every button of its page', async ({ twoMembers }) => {
  test.setTimeout(90_000);
  const [cara] = twoMembers;
  const { page } = cara;
  await page.goto('/app/local-chapters');
  await expectAreaReady(page, 'events');
  await expect(page.getByTestId('chapter-card')).toHaveCount(26);
  const la = page.getByTestId('chapter-card').filter({ hasText: 'Los Angeles Divas' });
  await expect(la).toContainText('President: Sofia Ramirez');
  await expect(la).toContainText('Next event: Pitch Night');
  await expect(page.getByTestId('start-chapter')).toContainText('Start a Chapter');
  await expectNoSeriousA11yFindings(page, { label: 'local chapters' });

  await la.getByRole('button', { name: 'View Chapter: Los Angeles Divas' }).click();
  await expect(page).toHaveURL(/\/app\/chapter\/11$/);
  await expect(page.getByRole('heading', { name: 'Los Angeles Divas' })).toBeVisible();
  const before = await memberCount(page);

  // Join: the count and the member list follow; Leave puts them back.
  await page.getByRole('button', { name: 'Join Chapter' }).click();
  await expect(page.getByText('Welcome to the chapter!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave Chapter' })).toBeVisible();
  expect(await memberCount(page)).toBe(before + 1);
  await expect(page.getByTestId('chapter-members').getByRole('link', { name: 'Cara Chapters' })).toBeVisible();
  await expectNoSeriousA11yFindings(page, { label: 'chapter detail' });

  // Attend the next event (an RSVP), then cancel it.
  await page.getByRole('button', { name: 'Attend Next Event' }).click();
  await expect(page.getByText('RSVP Confirmed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel RSVP' })).toBeVisible();

  // Connect with the president: a real request (a second one says so).
  await page.getByRole('button', { name: 'Connect with President' }).click();
  await expect(page.getByText('Connection Request Sent!')).toBeVisible();
  await page.getByRole('button', { name: 'Connect with President' }).click();
  await expect(page.getByText('Request Already Sent')).toBeVisible();

  await page.getByRole('button', { name: 'Leave Chapter' }).click();
  await expect(page.getByRole('button', { name: 'Join Chapter' })).toBeVisible();
  expect(await memberCount(page)).toBe(before);

  // Contact Chapter opens the conversation with the president.
  await page.getByRole('button', { name: 'Contact Chapter' }).click();
  await expect(page).toHaveURL(/\/app\/messages\/[0-9a-f-]{36}$/);
});

test('an unknown chapter says so with a way back; 375 px has no sideways scroll', async ({ twoMembers }) => {
  const [, dina] = twoMembers;
  const { page } = dina;
  await page.goto('/app/chapter/999');
  await expectAreaReady(page, 'events');
  await expect(page.getByRole('heading', { name: 'Chapter Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Local Chapters' }).click();
  await expect(page).toHaveURL(/\/app\/local-chapters$/);

  await page.setViewportSize({ width: 375, height: 800 });
  for (const route of ['/app/local-chapters', '/app/chapter/1']) {
    await page.goto(route);
    await expect(page.getByRole('button', { name: /View Chapter|Join Chapter|Leave Chapter/ }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yFindings(page, { label: `${route} at 375 px` });
  }
});
