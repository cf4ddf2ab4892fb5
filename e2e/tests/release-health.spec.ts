// The admin's Releases tab (per-area health from the shell's load telemetry), in Chromium against the e2e
// backend: a load reported through report_remote_load shows up, at 375 px the page fits and axe finds nothing
// serious, and a member is refused the figures by the server.
import { createClient } from '@supabase/supabase-js';
import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { signInAdmin } from '../support/admin.ts';
import { expectNoSeriousA11yFindings } from '../support/axe.ts';
import { e2eEnv } from '../support/env.ts';
import { createMember } from '../support/members.ts';


test('the admin sees per-area health at 375 px, axe-clean; a member is refused it', async ({ page }) => {
  const release = `9.9.${Date.now() % 100000}-0123456789`;
  const visitor = createClient(e2eEnv.supabaseUrl(), e2eEnv.anonKey(), { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
  for (const [ok, ms] of [[true, 420], [true, 380], [false, 900]] as const) {
    const { error } = await visitor.rpc('report_remote_load', {
      p_environment: 'production', p_area: 'feed', p_release: release, p_cohort: 'canary',
      p_phase: ok ? 'render' : 'entry', p_ok: ok, p_duration_ms: ms, p_retries: ok ? 0 : 2, ...(ok ? {} : { p_error_code: 'RUNTIME-003' }),
    });
    expect(error).toBeNull();
  }

  await page.setViewportSize({ width: 375, height: 740 });
  await signInAdmin(page);
  await page.getByRole('tab', { name: 'Releases' }).click();
  await expect(page.getByRole('tab', { name: 'Releases' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Per-area health' })).toBeVisible();
  // On a phone each area's row is a card of labels and values.
  const card = page.getByRole('listitem').filter({ hasText: release });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('definition')).toHaveText(['production', 'feed', release, 'Canary', '3', '400 ms', '418 ms', '33.3 %', '2', '0']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yFindings(page, { label: 'admin releases at 375 px' });

  const member = await createMember('Mia Member');
  const refused = await member.client.rpc('remote_health', { p_since: new Date(Date.now() - 3_600_000).toISOString() });
  expect(refused.error?.message).toBe('only the admin can do this');
});
