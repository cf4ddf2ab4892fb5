import { type DivaClient, getSupabase } from '@diva/core';
import { paths } from '@diva/contracts';
import type { ApplicationValues } from '../utils/application-schema.ts';

export type ApplicationResult =
  | { ok: true }
  | { ok: false; reason: 'moderator_taken' | 'chapter_taken' | 'invalid_chapter' | 'profile' | 'unexpected' | 'account_exists' }
  | { ok: false; reason: 'signup'; message: string };

const HINTS = new Set(['moderator_taken', 'chapter_taken', 'invalid_chapter']);

/**
 * Creates her account when she has none (sign-up redirecting to /president), then the unapproved application
 * through president_apply: the database takes her e-mail from the account and refuses a taken seat.
 */
export async function submitApplication(
  values: ApplicationValues,
  signedIn: boolean,
  client: DivaClient = getSupabase(),
): Promise<ApplicationResult> {
  try {
    if (!signedIn) {
      const { data, error } = await client.auth.signUp({
        email: values.email.trim(),
        password: values.password,
        options: { emailRedirectTo: `${window.location.origin}${paths.president()}`, data: { display_name: values.fullName.trim() } },
      });
      // Her e-mail is a member's already: she signs in and applies with that account (never Auth's raw words).
      if (error && /already (registered|been registered)|user_already_exists/i.test(`${error.message} ${(error as { code?: string }).code ?? ''}`)) {
        return { ok: false, reason: 'account_exists' };
      }
      if (error) return { ok: false, reason: 'signup', message: error.message };
      if (!data.session) return { ok: false, reason: 'profile' };
    }
    const { error } = await client.rpc('president_apply', {
      full_name: values.fullName.trim(),
      role: values.role,
      chapter_id: values.role === 'president' ? Number(values.chapterId) : null,
    } as never);
    if (!error) return { ok: true };
    const hint = (error as { hint?: string | null }).hint ?? '';
    if (HINTS.has(hint)) return { ok: false, reason: hint as 'moderator_taken' | 'chapter_taken' | 'invalid_chapter' };
    return { ok: false, reason: 'profile' };
  } catch {
    return { ok: false, reason: 'unexpected' };
  }
}
