import { type DivaClient, getSupabase } from '@diva/core';

/** Auth's assurance levels for the stored session: true while a member with a verified factor is at aal1. */
export async function needsSecondFactor(client: DivaClient = getSupabase()): Promise<boolean> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return data.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
}
