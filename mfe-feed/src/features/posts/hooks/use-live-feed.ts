import { CONSTANTS } from '@diva/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { applyPostChange, mergePosts, removePost, updatePost } from '../../../lib/feed-cache.ts';
import type { FeedComment, FeedPost } from '../../../lib/feed-types.ts';
import { feedKeys } from '../../../lib/query-keys.ts';
import { fetchFeedPosts } from '../api/get-feed-posts.ts';
import { subscribeFeedChanges } from '../api/subscribe-feed-changes.ts';

/**
 * Live feed for one viewer (postgres_changes, RLS-checked per subscriber):
 * - posts INSERT by other members are held back and counted, and join the list only when the member asks
 *   (`showIncoming`), so the list never moves under her while she reads;
 * - posts UPDATE carries the counters the database keeps (likes and comments), so counts follow live;
 * - posts DELETE removes the post (DELETE events carry only the primary key);
 * - post_comments INSERT by others refreshes that post's comments when they were loaded already.
 */
export function useLiveFeed(viewerId: string | undefined) {
  const queryClient = useQueryClient();
  const [incoming, setIncoming] = useState<string[]>([]);
  const [revealing, setRevealing] = useState(false);

  useEffect(() => {
    if (!viewerId) return undefined;
    setIncoming([]);
    const key = feedKeys.posts(viewerId);
    return subscribeFeedChanges(
      { viewerId },
      {
        onPostInserted: (post) => {
          if (post.user_id === viewerId || isInFeed(queryClient, key, post.id)) return;
          setIncoming((ids) => (ids.includes(post.id) ? ids : [post.id, ...ids].slice(0, CONSTANTS.feedPageSize)));
        },
        onPostUpdated: (post) => {
          queryClient.setQueryData<FeedPost[]>(key, (list) => list && updatePost(list, post.id, applyPostChange(post)));
        },
        onPostDeleted: (id) => {
          queryClient.setQueryData<FeedPost[]>(key, (list) => list && removePost(list, id));
          setIncoming((ids) => ids.filter((other) => other !== id));
        },
        onCommentInserted: (comment) => {
          if (comment.user_id === viewerId) return;
          const commentsKey = feedKeys.comments(comment.post_id);
          const loaded = queryClient.getQueryData<FeedComment[]>(commentsKey);
          if (loaded && !loaded.some((item) => item.id === comment.id)) void queryClient.invalidateQueries({ queryKey: commentsKey });
        },
        // After a reconnect, changes made while offline were missed: read the feed again.
        onSubscribed: (resumed) => {
          if (resumed) void queryClient.invalidateQueries({ queryKey: key });
        },
      },
    );
  }, [viewerId, queryClient]);

  /** Puts the held-back posts into the list (≤ 3 requests for all of them). */
  const showIncoming = useCallback(async () => {
    const ids = incoming;
    if (!viewerId || ids.length === 0) return;
    setRevealing(true);
    try {
      const posts = await fetchFeedPosts({ viewerId, ids });
      queryClient.setQueryData<FeedPost[]>(feedKeys.posts(viewerId), (list) => mergePosts(list ?? [], posts));
      setIncoming((current) => current.filter((id) => !ids.includes(id)));
    } catch {
      // The list is read again instead; the bar goes as the posts arrive with it.
      await queryClient.invalidateQueries({ queryKey: feedKeys.posts(viewerId) });
      setIncoming([]);
    } finally {
      setRevealing(false);
    }
  }, [incoming, viewerId, queryClient]);

  return { incomingCount: incoming.length, revealing, showIncoming };
}

function isInFeed(queryClient: QueryClient, key: readonly unknown[], id: string): boolean {
  return queryClient.getQueryData<FeedPost[]>(key)?.some((post) => post.id === id) ?? false;
}
