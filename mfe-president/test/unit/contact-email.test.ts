// A chapter's contact e-mail is checked as the database checks it: an address, never markup.
import { describe, expect, it } from 'vitest';
import { PRESIDENT_TEXTS } from '../../src/texts.ts';
import { validateSettings } from '../../src/features/settings/utils/settings-schema.ts';

const emailError = (president_email: string) => validateSettings({ description: '', cover_image_url: '', president_email }).president_email;

describe('the contact e-mail', () => {
  it('refuses quotes and angle brackets in words, before the database would', () => {
    for (const value of ['"<script>"@example.com', 'a<b@example.com', 'x@example.com"><img', 'a@b']) {
      expect(emailError(value), value).toBe(PRESIDENT_TEXTS.emailRequired);
    }
  });

  it('takes ordinary addresses', () => {
    for (const value of ['atlanta.divas+events@example.org', 'keisha@atl-divas.example.com']) expect(emailError(value), value).toBeUndefined();
  });
});
