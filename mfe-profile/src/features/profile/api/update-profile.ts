import { type Database, type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withFields } from '../../../lib/profile-cache.ts';
import { type EditableField, PROFILE_TEXT_FIELDS, type ProfileFields, type ProfileView, SOCIAL_FIELDS } from '../../../lib/profile-types.ts';
import { FOREIGN_KEYS_SHOWING_MEMBER, profileKeys } from '../../../lib/query-keys.ts';

export const updateProfileInput = z.object({
  userId: z.guid(),
  /** Already validated and sanitised (utils/profile-form.ts); null clears a field. */
  changes: z.partialRecord(z.enum([...PROFILE_TEXT_FIELDS, ...SOCIAL_FIELDS]), z.nullable(z.string())),
});
type ProfileUpdate = Database['public']['Tables']['profiles']['Update'];
export type UpdateProfileInput = { userId: string; changes: Partial<Record<EditableField, string | null>> };

/** Saves the member's own fields (row-level security refuses anyone else's) and returns the saved values. */
export async function updateProfile(input: UpdateProfileInput, client: DivaClient = getSupabase()): Promise<Partial<ProfileFields>> {
  const { userId, changes } = updateProfileInput.parse(input);
  const rows = unwrap<Partial<ProfileFields>[]>(
    await client.from('profiles').update(changes as ProfileUpdate).eq('user_id', userId).select(Object.keys(changes).join(', ') || 'user_id'),
  );
  // No row back: the update matched nothing this member may change.
  if (rows.length === 0) throw new Error('profile not updated');
  return rows[0]!;
}

export function useUpdateProfile(userId: string, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileInput['changes']) => updateProfile({ userId, changes }),
    onSuccess: (saved) => {
      queryClient.setQueryData<ProfileView | null>(profileKeys.page(userId, viewerId), (view) => (view ? withFields(view, saved) : view));
      for (const queryKey of FOREIGN_KEYS_SHOWING_MEMBER) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
