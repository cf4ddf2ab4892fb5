import { PRESIDENT_TEXTS } from '../../../texts.ts';

export interface ChapterSettings {
  description: string;
  cover_image_url: string;
  president_email: string;
}

export type SettingsErrors = Partial<Record<keyof ChapterSettings, string>>;

export const DESCRIPTION_MAX = 2000;
// The database's rule (private.is_email_address, the HTML form's address syntax): nothing a page could take for
// markup, such as `"<x>"@example.com`, gets through as an address.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:' && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** The cover is an https: URL (or none); the contact e-mail an address (or none). The database checks it too. */
export function validateSettings(values: ChapterSettings): SettingsErrors {
  const errors: SettingsErrors = {};
  if (values.description.length > DESCRIPTION_MAX) errors.description = `${values.description.length} / ${DESCRIPTION_MAX}`;
  const cover = values.cover_image_url.trim();
  if (cover) {
    if (!isHttpsUrl(cover)) errors.cover_image_url = PRESIDENT_TEXTS.coverHttps;
  }
  const email = values.president_email.trim();
  if (email && (email.length > 254 || !EMAIL.test(email))) errors.president_email = PRESIDENT_TEXTS.emailRequired;
  return errors;
}
