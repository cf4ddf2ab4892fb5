import { paths } from '@diva/contracts';
import { formatDate } from '@diva/core';
import { Badge, Box, Card, Group, Stack, Text, Title } from '@diva/ui';
import { LinkButton } from '../../../components/link-button.tsx';
import type { Chapter } from '../api/get-chapters.ts';

/** One chapter of the grid: cover, name, location, status, description, president, members, next event. */
export function ChapterCard({ chapter }: { chapter: Chapter }) {
  return (
    <Card withBorder radius="lg" padding={0} data-testid="chapter-card">
      {chapter.cover_image_url ? (
        <Box component="img" src={chapter.cover_image_url} alt="" h={110} w="100%" style={{ objectFit: 'cover', display: 'block' }} />
      ) : null}
      <Stack gap={6} p="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {chapter.name}
          </Title>
          <Badge variant="filled" color={chapter.status === 'active' ? 'teal.9' : 'violet.9'}>
            {chapter.status}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {chapter.location}
        </Text>
        <Text size="sm" lineClamp={3}>
          {chapter.description}
        </Text>
        <Text size="sm">President: {chapter.president_name ?? 'Seeking a president'}</Text>
        <Text size="sm" data-testid="member-count">
          {chapter.member_count} {chapter.member_count === 1 ? 'member' : 'members'}
        </Text>
        <Text size="sm">
          Next event:{' '}
          {chapter.next_event_title && chapter.next_event_date
            ? `${chapter.next_event_title} · ${formatDate(`${chapter.next_event_date}T00:00:00`, 'eventLong')}`
            : 'None scheduled'}
        </Text>
        <LinkButton to={paths.chapter(chapter.id)} variant="glamour" aria-label={`View Chapter: ${chapter.name}`}>
          View Chapter
        </LinkButton>
      </Stack>
    </Card>
  );
}
