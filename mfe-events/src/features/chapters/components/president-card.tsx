import { paths } from '@diva/contracts';
import { Link } from '@diva/router';
import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@diva/ui';
import type { Chapter } from '../api/get-chapters.ts';
import { PresidentActions } from './president-actions.tsx';

/** The chapter's approved president with her contact e-mail, and the ways to reach her (not for herself). */
export function PresidentCard({ chapter, viewerId }: { chapter: Chapter; viewerId: string | undefined }) {
  const president = chapter.president_user_id;
  return (
    <Card withBorder radius="lg" data-testid="president-card">
      <Title order={2} size="h4">
        Chapter President
      </Title>
      {president ? (
        <Stack gap="xs" mt="xs">
          <Group>
            <Avatar src={chapter.president_photo_url} alt="" radius="xl" />
            <div>
              <Anchor component={Link} to={paths.profile(president)} fw={600}>
                {chapter.president_name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {chapter.president_title ?? 'Chapter President'}
              </Text>
            </div>
          </Group>
          {chapter.contact_email ? (
            <Anchor href={`mailto:${chapter.contact_email}`} size="sm" data-testid="chapter-contact-email">
              {chapter.contact_email}
            </Anchor>
          ) : null}
          {president === viewerId ? null : <PresidentActions chapterId={chapter.id} presidentId={president} />}
        </Stack>
      ) : (
        <Text size="sm">This chapter is looking for a president.</Text>
      )}
    </Card>
  );
}
