import { Card, ErrorState, Stack, Title } from '@diva/ui';
import { AchievementList } from '../features/achievements/components/achievement-list.tsx';
import { MemberAvatar } from '../features/avatar/components/avatar-picker.tsx';
import { ConnectActions } from '../features/connections/components/connect-actions.tsx';
import { RecentPosts } from '../features/posts/components/recent-posts.tsx';
import { ReportProfileButton } from '../features/reports/components/report-profile-button.tsx';
import { useProfile } from '../features/profile/api/get-profile.ts';
import { ProfileDetails } from '../features/profile/components/profile-details.tsx';
import { ProfileSkeleton } from '../features/profile/components/profile-skeleton.tsx';
import { SkillSection } from '../features/skills/components/skill-section.tsx';
import { SKILL_KINDS } from '../lib/profile-types.ts';
import { ProfileNotFound } from './profile-states.tsx';
import { useLoadErrorToast } from './use-load-error-toast.ts';

/** Another member's profile, read-only: no edit controls, achievement actions or My Events. */
export function MemberProfilePage({ userId }: { userId: string }) {
  const query = useProfile(userId);
  useLoadErrorToast(query.error, query.errorUpdatedAt);

  if (query.isError && !query.data) {
    return <ErrorState message="This profile could not be loaded." onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data === null) return <ProfileNotFound />;
  if (!query.data) return <ProfileSkeleton />;
  const view = query.data;
  const name = view.profile.display_name ?? '';

  return (
    <Stack gap="md" data-testid="member-profile">
      <ProfileDetails
        profile={view.profile}
        avatar={<MemberAvatar name={name} src={view.profile.avatar_url} />}
        actions={
          <>
            <ConnectActions userId={userId} name={name} />
            <ReportProfileButton userId={userId} />
          </>
        }
      />
      {SKILL_KINDS.map((kind) => (
        <SkillSection key={kind} kind={kind} items={view.skills[kind]} userId={userId} editable={false} />
      ))}
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="achievements-title" data-testid="achievements">
        <Title order={2} size="h4" id="achievements-title" mb="sm">
          Achievements
        </Title>
        <AchievementList achievements={view.achievements} userId={userId} editable={false} />
      </Card>
      <RecentPosts posts={view.posts} />
    </Stack>
  );
}
