import { type DivaClient, getSupabase, postContentSchema, unwrap, useSessionUser, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { relabelTags } from '../../../lib/auto-label.ts';
import { applyPostChange, updatePost as updateCachedPost } from '../../../lib/feed-cache.ts';
import type { FeedPost } from '../../../lib/feed-types.ts';
import { feedKeys } from '../../../lib/query-keys.ts';

export const updatePostInput = z.object({
  postId: z.guid(),
  /** Trimmed, 1 to 10000 characters. */
  content: postContentSchema,
  /** The tags stored with the post now: the author's own stay, the auto labels are chosen again. */
  storedTags: z.array(z.string()),
});
export type UpdatePostInput = z.input<typeof updatePostInput>;

interface UpdatedPost {
  content: string;
  tags: string[];
  edited_at: string | null;
}

/**
 * Saves the author's new text with its labels recomputed; the server stamps edited_at and row-level security
 * lets only the author change her post (nothing comes back for anyone else's, which is an error here).
 */
export async function updatePost(input: UpdatePostInput, client: DivaClient = getSupabase()): Promise<UpdatedPost> {
  const { postId, content, storedTags } = updatePostInput.parse(input);
  const rows = unwrap<UpdatedPost[]>(
    await client.from('posts').update({ content, tags: relabelTags(content, storedTags) }).eq('id', postId).select('content, tags, edited_at'),
  );
  const [row] = rows;
  if (!row) throw new Error('Only the author can edit this post');
  return row;
}

/** Edits her post; every cached copy (the feed, the permalink) shows the saved text, tags and "edited". */
export function useUpdatePost(post: FeedPost) {
  const viewerId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => updatePost({ postId: post.id, content, storedTags: post.tags }),
    onSuccess: (saved) => {
      if (!viewerId) return;
      queryClient.setQueryData<FeedPost[]>(feedKeys.posts(viewerId), (list) => list && updateCachedPost(list, post.id, applyPostChange(saved)));
      queryClient.setQueryData<FeedPost | null>(feedKeys.post(viewerId, post.id), (one) => one && applyPostChange(saved)(one));
    },
  });
}
