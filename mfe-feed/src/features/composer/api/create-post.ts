import { CONSTANTS, type DivaClient, getSupabase, postContentSchema, unwrap, useSessionUser, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mergePosts } from '../../../lib/feed-cache.ts';
import { type FeedPost, POST_COLUMNS, type PostRow } from '../../../lib/feed-types.ts';
import { feedKeys } from '../../../lib/query-keys.ts';
import { TAG_LIMITS } from '../utils/tags.ts';

export const createPostInput = z.object({
  userId: z.guid(),
  /** Trimmed, 1 to 10000 characters ('Please write something to share'). */
  content: postContentSchema,
  tags: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(TAG_LIMITS.length))).check(z.maxLength(TAG_LIMITS.count)),
});
export type CreatePostInput = z.input<typeof createPostInput>;

/** Inserts the post with its counters at 0 (spec 01 §7) and returns it as the feed shows it. */
export async function createPost(input: CreatePostInput, client: DivaClient = getSupabase()): Promise<FeedPost> {
  const { userId, content, tags } = createPostInput.parse(input);
  const row = unwrap<PostRow>(
    await client
      .from('posts')
      .insert({ user_id: userId, content, tags, likes_count: 0, comments_count: 0, shares_count: 0 })
      .select(POST_COLUMNS)
      .single(),
  );
  return { ...row, tags: row.tags ?? [], isLiked: false, isAchievement: false };
}

/** Creates a post and puts it at the top of the member's feed. */
export function useCreatePost() {
  const viewerId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CreatePostInput, 'userId'>) => createPost({ ...input, userId: viewerId! }),
    onSuccess: (post) => {
      queryClient.setQueryData<FeedPost[]>(feedKeys.posts(post.user_id), (list) => list && mergePosts(list, [post], CONSTANTS.feedPageSize));
    },
  });
}
