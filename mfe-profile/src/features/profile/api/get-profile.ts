import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { toProfileView, type ProfileRow } from '../../../lib/profile-cache.ts';
import { type ProfileView, RECENT_POSTS, SOCIAL_FIELDS } from '../../../lib/profile-types.ts';
import { profileKeys } from '../../../lib/query-keys.ts';

export const profileInput = z.object({ userId: z.guid(), viewerId: z.guid() });
export type ProfileInput = z.infer<typeof profileInput>;

/**
 * One request for the whole profile, embedded over the foreign keys to profiles.user_id: the fields, the three
 * skill lists, the achievements, the viewer's saved connection to her (row-level security shows a member only
 * her own saved connections, so the embed holds at most the viewer's row), and her five newest posts with the
 * viewer's like among each post's likes.
 */
const PROFILE_SELECT = [
  'user_id, display_name, avatar_url, bio, company, role, location, created_at',
  SOCIAL_FIELDS.join(', '),
  'superpowers:user_superpowers(value:superpower, created_at)',
  'passions:user_passions(value:passion, created_at)',
  'fuel:user_fuel(value:fuel, created_at)',
  'achievements:user_achievements(id, category, title, description, date_achieved, shared_to_community, post_id, created_at)',
  'saved:saved_connections!saved_connections_connected_user_id_fkey(id)',
  'posts:posts!posts_user_id_fkey(id, content, tags, likes_count, comments_count, created_at, likes:post_likes(user_id))',
].join(', ');

/** A member's profile in one request whatever the number of skills, achievements or posts; null if there is none. */
export async function fetchProfile(input: ProfileInput, client: DivaClient = getSupabase()): Promise<ProfileView | null> {
  const { userId, viewerId } = profileInput.parse(input);
  const result = await client
    .from('profiles')
    .select(PROFILE_SELECT)
    .eq('user_id', userId)
    .order('created_at', { referencedTable: 'superpowers', ascending: false })
    .order('created_at', { referencedTable: 'passions', ascending: false })
    .order('created_at', { referencedTable: 'fuel', ascending: false })
    .order('date_achieved', { referencedTable: 'achievements', ascending: false })
    .order('created_at', { referencedTable: 'achievements', ascending: false })
    .order('created_at', { referencedTable: 'posts', ascending: false })
    .limit(RECENT_POSTS, { referencedTable: 'posts' })
    .eq('posts.likes.user_id', viewerId)
    // Reads retry through TanStack Query (the spec's 3 retries), not a second time inside supabase-js.
    .retry(false)
    .maybeSingle();
  const row = unwrap<ProfileRow | null>(result);
  return row ? toProfileView(row) : null;
}

/** A member's profile as the signed-in member sees it; idle while nobody is signed in or the id is not a uuid. */
export function useProfile(userId: string | undefined) {
  const viewerId = useSessionUser()?.id;
  const valid = Boolean(userId && viewerId && profileInput.safeParse({ userId, viewerId }).success);
  return useQuery({
    queryKey: profileKeys.page(userId ?? 'none', viewerId ?? 'signed-out'),
    queryFn: () => fetchProfile({ userId: userId!, viewerId: viewerId! }),
    enabled: valid,
  });
}
