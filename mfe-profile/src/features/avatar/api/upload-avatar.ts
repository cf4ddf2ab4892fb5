import { type DivaClient, getSupabase, loadServices, unwrap, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withFields } from '../../../lib/profile-cache.ts';
import type { ProfileView } from '../../../lib/profile-types.ts';
import { FOREIGN_KEYS_SHOWING_MEMBER, profileKeys } from '../../../lib/query-keys.ts';
import { extensionFor } from '../utils/resize-image.ts';

export const uploadAvatarInput = z.object({
  userId: z.guid(),
  image: z.custom<Blob>((value) => value instanceof Blob && value.size > 0),
  /** Milliseconds; makes the saved address new each time, so no cache shows the old picture. */
  version: z.number(),
});
export type UploadAvatarInput = z.infer<typeof uploadAvatarInput>;

export const avatarPath = (userId: string, type: string): string => `${userId}/avatar.${extensionFor(type)}`;

/**
 * Uploads the (already resized) picture to avatars/{userId}/avatar.{ext}, replacing the one there, and saves
 * its public address as the profile's avatar_url. Storage policies refuse any folder but her own.
 */
export async function uploadAvatar(input: UploadAvatarInput, client: DivaClient = getSupabase()): Promise<string> {
  const { userId, image, version } = uploadAvatarInput.parse(input);
  const path = avatarPath(userId, image.type);
  const bucket = (await loadServices(client)).storage.from('avatars');
  const uploaded = await bucket.upload(path, image, { upsert: true, contentType: image.type, cacheControl: '3600' });
  if (uploaded.error) throw uploaded.error;
  const avatarUrl = `${bucket.getPublicUrl(path).data.publicUrl}?v=${version}`;
  const rows = unwrap<{ avatar_url: string }[]>(
    await client.from('profiles').update({ avatar_url: avatarUrl }).eq('user_id', userId).select('avatar_url'),
  );
  if (rows.length === 0) throw new Error('profile not updated');
  return avatarUrl;
}

export function useUploadAvatar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: Blob) => uploadAvatar({ userId, image, version: Date.now() }),
    onSuccess: (avatarUrl) => {
      queryClient.setQueryData<ProfileView | null>(profileKeys.page(userId, userId), (view) => (view ? withFields(view, { avatar_url: avatarUrl }) : view));
      for (const queryKey of FOREIGN_KEYS_SHOWING_MEMBER) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
