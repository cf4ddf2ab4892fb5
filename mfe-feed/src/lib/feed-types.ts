import { FEED_POST_COLUMNS } from '@diva/contracts';
import { APP_TEXTS } from '@diva/core/texts';

/** What the feed shows of a member next to her post or comment. */
export interface PostAuthor {
  display_name: string | null;
  avatar_url: string | null;
}

/** A post as the feed holds it: the row, its author, and the viewer-specific extras (spec 01 §3). */
export interface FeedPost {
  id: string;
  user_id: string;
  content: string;
  tags: string[];
  likes_count: number;
  comments_count: number;
  created_at: string;
  /** Set by the server when the author changed the text or tags ("edited"). */
  edited_at: string | null;
  author: PostAuthor | null;
  /** The viewer has liked this post. */
  isLiked: boolean;
  /** The post was created by sharing an achievement (an achievement row points at it). */
  isAchievement: boolean;
}

export interface FeedComment {
  id: string;
  post_id: string;
  user_id: string;
  content: string;
  created_at: string;
  author: PostAuthor | null;
}

/**
 * The columns every feed read asks for, with the author embedded through posts.user_id -> profiles. Kept in
 * `@diva/contracts` with the feed's first-page read, which the shell starts before this remote has loaded.
 */
export const POST_COLUMNS = FEED_POST_COLUMNS;

export const COMMENT_COLUMNS = 'id, post_id, user_id, content, created_at, author:profiles(display_name, avatar_url)';

/** A post row as the REST API returns it with POST_COLUMNS. */
export type PostRow = Omit<FeedPost, 'isLiked' | 'isAchievement'>;

export const authorName = (author: PostAuthor | null | undefined): string => author?.display_name?.trim() || APP_TEXTS.unknownUser;
