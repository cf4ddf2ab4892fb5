/** The profile fields a member edits (spec 01 §3), in the order the form shows them. */
export const PROFILE_TEXT_FIELDS = ['display_name', 'bio', 'location', 'company', 'role'] as const;
export const SOCIAL_FIELDS = ['instagram_url', 'facebook_url', 'twitter_url', 'linkedin_url', 'tiktok_url', 'youtube_url'] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];
export type SocialField = (typeof SOCIAL_FIELDS)[number];
export type EditableField = ProfileTextField | SocialField;

export type ProfileFields = { [K in EditableField]: string | null } & {
  user_id: string;
  avatar_url: string | null;
  created_at: string;
};

export type SkillKind = 'superpowers' | 'passions' | 'fuel';
export const SKILL_KINDS: readonly SkillKind[] = ['superpowers', 'passions', 'fuel'];

export interface Achievement {
  id: string;
  category: string;
  title: string;
  description: string | null;
  date_achieved: string;
  shared_to_community: boolean;
  post_id: string | null;
  created_at: string;
}

export interface ProfilePost {
  id: string;
  content: string;
  tags: string[];
  likes_count: number;
  comments_count: number;
  created_at: string;
  /** The viewer has liked it (the feed's like state). */
  isLiked: boolean;
  /** Posted by sharing an achievement. */
  isAchievement: boolean;
}

/** Everything the profile screen shows of one member, as one viewer sees it. */
export interface ProfileView {
  profile: ProfileFields;
  skills: Record<SkillKind, string[]>;
  /** Newest first (date achieved, then creation). */
  achievements: Achievement[];
  /** The viewer has saved this member as a connection. */
  connectionSaved: boolean;
  /** The member's five newest posts. */
  posts: ProfilePost[];
}

export const RECENT_POSTS = 5;
