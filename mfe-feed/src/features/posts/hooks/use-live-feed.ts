import { CONSTANTS, getSupabase } from '@diva/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { applyPostChange, mergePosts, type PostChange, removePost, updatePost } from '../../../lib/feed-cache.ts';
import type { FeedComment, FeedPost } from '../../../lib/feed-types.ts';
import { feedKeys } from '../../../lib/query-keys.ts';
import { fetchFeedPosts } from '../api/get-feed-posts.ts';

interface PostRecord extends PostChange {
  id: string;
  user_id?: string;
}

interface CommentRecord {
  id: string;
  post_id: string;
  user_id: string;
}

let channelSequence = 0;

/**
 * Live feed for one viewer (postgres_changes, RLS-checked per subscriber):
 * - posts INSERT by other members are held back and counted, and join the list only when the member asks
 *   (`showIncoming`), so the list never moves under her while she reads;
 * - posts UPDATE carries the counters the database keeps (likes and comments), so counts follow live;
 * - posts DELETE removes the post (DELETE events carry only the primary key);
 * - post_comments INSERT by others refreshes that post's comments when they were loaded already.
 * Likes are followed through the posts counter rather than post_likes events: a post_likes DELETE event
 * under RLS carries only its own id, not the post it belonged to.
 */
export function useLiveFeed(viewerId: string | undefined) {
  const queryClient = useQueryClient();
  const [incoming, setIncoming] = useState<string[]>([]);
  const [revealing, setRevealing] = useState(false);

  useEffect(() => {
    if (!viewerId) return undefined;
    setIncoming([]);
    const key = feedKeys.posts(viewerId);
    const supabase = getSupabase();
    let subscribedOnce = false;
    const channel = supabase
      .channel(`feed:${viewerId}:${(channelSequence += 1)}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts' }, ({ new: post }) => {
        const record = post as PostRecord;
        if (record.user_id === viewerId || isInFeed(queryClient, key, record.id)) return;
        setIncoming((ids) => (ids.includes(record.id) ? ids : [record.id, ...ids].slice(0, CONSTANTS.feedPageSize)));
      })
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'posts' }, ({ new: post }) => {
        const record = post as PostRecord;
        queryClient.setQueryData<FeedPost[]>(key, (list) => list && updatePost(list, record.id, applyPostChange(record)));
      })
      .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'posts' }, ({ old }) => {
        const id = (old as Partial<PostRecord>).id;
        if (!id) return;
        queryClient.setQueryData<FeedPost[]>(key, (list) => list && removePost(list, id));
        setIncoming((ids) => ids.filter((other) => other !== id));
      })
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'post_comments' }, ({ new: comment }) => {
        const record = comment as CommentRecord;
        if (record.user_id === viewerId) return;
        const commentsKey = feedKeys.comments(record.post_id);
        const loaded = queryClient.getQueryData<FeedComment[]>(commentsKey);
        if (loaded && !loaded.some((item) => item.id === record.id)) void queryClient.invalidateQueries({ queryKey: commentsKey });
      })
      .subscribe((status) => {
        if (status !== 'SUBSCRIBED') return;
        // After a reconnect, changes made while offline were missed: read the feed again.
        if (subscribedOnce) void queryClient.invalidateQueries({ queryKey: key });
        subscribedOnce = true;
      });
    return () => {
      void supabase.removeChannel(channel);
    };
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
