import type { FeedComment, FeedPost } from '../../src/lib/feed-types.ts';

let sequence = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

export function makePost(overrides: Partial<FeedPost> = {}): FeedPost {
  sequence += 1;
  return {
    id: uuid(sequence),
    user_id: '22222222-2222-4222-8222-222222222222',
    content: `Post number ${sequence}`,
    tags: [],
    likes_count: 0,
    comments_count: 0,
    created_at: new Date(Date.now() - sequence * 60_000).toISOString(),
    edited_at: null,
    author: { display_name: 'Amara Okafor', avatar_url: null },
    isLiked: false,
    isAchievement: false,
    ...overrides,
  };
}

export function makeComment(overrides: Partial<FeedComment> = {}): FeedComment {
  sequence += 1;
  return {
    id: uuid(1000 + sequence),
    post_id: uuid(1),
    user_id: '22222222-2222-4222-8222-222222222222',
    content: `Comment ${sequence}`,
    created_at: new Date().toISOString(),
    author: { display_name: 'Amara Okafor', avatar_url: null },
    ...overrides,
  };
}

/** A post as the REST API returns it (without the viewer's extras). */
export const asRow = ({ isLiked: _liked, isAchievement: _flag, ...row }: FeedPost) => row;

/** A post as the feed's one read returns it: the row, the viewer's like embedded (filtered to her) and the achievement pointing at it. */
export const asFeedRow = (post: FeedPost, viewerId: string) => ({
  ...asRow(post),
  post_likes: post.isLiked ? [{ user_id: viewerId }] : [],
  user_achievements: post.isAchievement ? [{ post_id: post.id }] : [],
});
