import type { ReactElement } from 'react';
import { Icon, type IconProps } from '@diva/ui/icons';
import type { SocialField } from '../../../lib/profile-types.ts';

// Simple outline marks in the icon set's style (24-unit grid, currentColor strokes).
const Instagram = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.8" />
  </Icon>
);
const Facebook = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z" />
  </Icon>
);
const Twitter = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 4l16 16M20 4L4 20" />
  </Icon>
);
const LinkedIn = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10v7M8 7v.01M12 17v-7M12 13a3 3 0 0 1 6 0v4" />
  </Icon>
);
const TikTok = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 3v11a4 4 0 1 1-4-4" />
    <path d="M14 3a5 5 0 0 0 5 5" />
  </Icon>
);
const YouTube = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    <path d="M10 9l5 3-5 3z" />
  </Icon>
);

export const SOCIAL_NETWORKS: Record<SocialField, { name: string; icon: (props: IconProps) => ReactElement }> = {
  instagram_url: { name: 'Instagram', icon: Instagram },
  facebook_url: { name: 'Facebook', icon: Facebook },
  twitter_url: { name: 'Twitter', icon: Twitter },
  linkedin_url: { name: 'LinkedIn', icon: LinkedIn },
  tiktok_url: { name: 'TikTok', icon: TikTok },
  youtube_url: { name: 'YouTube', icon: YouTube },
};
