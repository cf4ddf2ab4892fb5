import { useContentReadyMark } from '@diva/contracts';
import { useSessionUser } from '@diva/core';
import { Box, Button, Card, ErrorState, Stack, Title } from '@diva/ui';
import { lazy, Suspense, useState } from 'react';
import { AchievementList } from '../features/achievements/components/achievement-list.tsx';
import { AVATAR_BUTTON_ID, AvatarPicker } from '../features/avatar/components/avatar-picker.tsx';
import { MyEvents } from '../features/events/components/my-events.tsx';
import { RecentPosts } from '../features/posts/components/recent-posts.tsx';
import { useProfile } from '../features/profile/api/get-profile.ts';
import { CompletenessHint } from '../features/profile/components/completeness-hint.tsx';
import { ProfileDetails } from '../features/profile/components/profile-details.tsx';
import { ProfileEditForm } from '../features/profile/components/profile-edit-form.tsx';
import { ProfileSkeleton } from '../features/profile/components/profile-skeleton.tsx';
import { type CompletenessItem, missingForProgress } from '../features/profile/utils/completeness.ts';
import { SkillSection, skillInputId } from '../features/skills/components/skill-section.tsx';
import { SKILL_KINDS } from '../lib/profile-types.ts';
import { ProfileNotFound } from './profile-states.tsx';
import { useLoadErrorToast } from './use-load-error-toast.ts';

// The form's category picker is the heavy part: it loads after the profile has painted.
const AchievementForm = lazy(() => import('../features/achievements/components/achievement-form.tsx'));

function focusById(id: string) {
  const element = document.getElementById(id);
  element?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  element?.focus();
}

/** The signed-in member's own profile: view and edit modes, avatar, skills, achievements, My Events. */
export function OwnProfilePage() {
  const userId = useSessionUser()!.id;
  const query = useProfile(userId);
  const [editing, setEditing] = useState(false);
  const [focusField, setFocusField] = useState<'bio' | undefined>();
  useLoadErrorToast(query.error, query.errorUpdatedAt);
  // Her name and bio on screen (or the answer that there is no profile): the area's content.
  useContentReadyMark('profile', query.data !== undefined);

  if (query.isError && !query.data) {
    return <ErrorState message="Your profile could not be loaded." onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data === null) return <ProfileNotFound />;
  if (!query.data) return <ProfileSkeleton />;
  const view = query.data;

  const jump = (item: CompletenessItem) => {
    if (item === 'photo') focusById(AVATAR_BUTTON_ID);
    else if (item === 'bio') {
      setFocusField('bio');
      setEditing(true);
    } else focusById(skillInputId(item));
  };
  const name = view.profile.display_name ?? '';

  return (
    <Stack gap="md" data-testid="own-profile">
      <CompletenessHint missing={missingForProgress(view)} onJump={jump} />
      {editing ? (
        <ProfileEditForm
          profile={view.profile}
          focusField={focusField}
          onDone={() => {
            setEditing(false);
            setFocusField(undefined);
          }}
        />
      ) : (
        <ProfileDetails
          profile={view.profile}
          avatar={<AvatarPicker name={name} src={view.profile.avatar_url} userId={userId} />}
          actions={
            <Button variant="outline" mih={40} onClick={() => setEditing(true)}>
              Edit
            </Button>
          }
        />
      )}
      {SKILL_KINDS.map((kind) => (
        <SkillSection key={kind} kind={kind} items={view.skills[kind]} userId={userId} editable />
      ))}
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="achievements-title" data-testid="achievements">
        <Title order={2} size="h4" id="achievements-title" mb="sm">
          Achievements
        </Title>
        <AchievementList achievements={view.achievements} userId={userId} editable />
        <Box mt="md">
          <Suspense fallback={null}>
            <AchievementForm userId={userId} />
          </Suspense>
        </Box>
      </Card>
      <MyEvents />
      <RecentPosts posts={view.posts} />
    </Stack>
  );
}
