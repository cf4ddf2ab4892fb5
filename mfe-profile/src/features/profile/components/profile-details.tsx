import { Box, Card, Group, Stack, Text, Title } from '@diva/ui';
import type { ReactNode } from 'react';
import type { ProfileFields } from '../../../lib/profile-types.ts';
import { SocialLinks } from './social-links.tsx';

export interface ProfileDetailsProps {
  profile: ProfileFields;
  /** The avatar (with the upload control on her own profile). */
  avatar: ReactNode;
  /** Edit on her own profile; Request Connection and Message on another member's. */
  actions?: ReactNode;
}

/** The profile in view mode. Members' text is rendered as text. */
export function ProfileDetails({ profile, avatar, actions }: ProfileDetailsProps) {
  const name = profile.display_name?.trim() || 'Member';
  const work = [profile.role, profile.company].filter(Boolean).join(' at ');
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="profile-details">
      <Group align="flex-start" gap="md" wrap="wrap">
        {avatar}
        <Stack gap={4} style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="profile-name">
            {name}
          </Title>
          {work ? (
            <Text fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="profile-work">
              {work}
            </Text>
          ) : null}
          {profile.location ? (
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="profile-location">
              {profile.location}
            </Text>
          ) : null}
          <Box mt={4}>
            <SocialLinks profile={profile} name={name} />
          </Box>
        </Stack>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
      {profile.bio ? (
        <Text mt="md" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="profile-bio">
          {profile.bio}
        </Text>
      ) : null}
    </Card>
  );
}
