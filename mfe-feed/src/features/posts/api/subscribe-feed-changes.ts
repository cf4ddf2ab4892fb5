import { type DivaClient, getSupabase, openChannel, z } from '@diva/core';
import type { PostChange } from '../../../lib/feed-cache.ts';

export const feedChangesInput = z.object({ viewerId: z.guid() });
export type FeedChangesInput = z.infer<typeof feedChangesInput>;

/** A posts row as a live INSERT or UPDATE carries it (RLS-checked per subscriber). */
export interface PostRecord extends PostChange {
  id: string;
  user_id?: string;
}

export interface CommentRecord {
  id: string;
  post_id: string;
  user_id: string;
}

export interface FeedChangeHandlers {
  onPostInserted: (post: PostRecord) => void;
  /** Carries the counters the database keeps (likes and comments). */
  onPostUpdated: (post: PostRecord) => void;
  /** DELETE events carry only the primary key. */
  onPostDeleted: (id: string) => void;
  onCommentInserted: (comment: CommentRecord) => void;
  /** Each time the channel is (re)joined; `resumed` is true after a reconnect, when changes may have been missed. */
  onSubscribed: (resumed: boolean) => void;
}

let channelSequence = 0;

/**
 * The feed's live changes for one viewer (postgres_changes on posts and post_comments). Likes are followed
 * through the posts counter rather than post_likes events: a post_likes DELETE event under RLS carries only
 * its own id, not the post it belonged to. Returns the function that closes the channel.
 */
export function subscribeFeedChanges(input: FeedChangesInput, handlers: FeedChangeHandlers, client: DivaClient = getSupabase()): () => void {
  const { viewerId } = feedChangesInput.parse(input);
  let subscribedOnce = false;
  return openChannel(client, (services) =>
    services
      // A fresh name per subscription: a remount must not join the channel the previous mount is leaving.
      .channel(`feed:${viewerId}:${(channelSequence += 1)}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts' }, ({ new: post }) => handlers.onPostInserted(post as PostRecord))
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'posts' }, ({ new: post }) => handlers.onPostUpdated(post as PostRecord))
      .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'posts' }, ({ old }) => {
        const id = (old as Partial<PostRecord>).id;
        if (id) handlers.onPostDeleted(id);
      })
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'post_comments' }, ({ new: comment }) =>
        handlers.onCommentInserted(comment as CommentRecord),
      )
      .subscribe((status) => {
        if (status !== 'SUBSCRIBED') return;
        handlers.onSubscribed(subscribedOnce);
        subscribedOnce = true;
      }),
  );
}
