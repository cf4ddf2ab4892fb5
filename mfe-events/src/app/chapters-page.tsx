import { paths, useContentReadyMark, useFirstCommitSlice } from '@diva/contracts';
import { EVENTS_TEXTS } from '@diva/core/texts';
import { Card, Container, ErrorState, SimpleGrid, Stack, Text, Title } from '@diva/ui';
import { useChapters } from '../features/chapters/api/get-chapters.ts';
import { ChapterCard } from '../features/chapters/components/chapter-card.tsx';
import { ChaptersSkeleton } from '../features/chapters/components/chapters-skeleton.tsx';
import { LinkButton } from '../components/link-button.tsx';

/** The chapter cards of the grid's first commit: two rows at desktop width, more than a phone's screen. */
const FIRST_COMMIT_CARDS = 6;

/** /app/local-chapters: the 26 chapters from the database, and the way to start one. */
export function ChaptersPage() {
  const chapters = useChapters();
  // The first cards show with the content mark; the other 20 follow in a transition (see useFirstCommitSlice).
  const { shown, pending } = useFirstCommitSlice(chapters.data ?? [], FIRST_COMMIT_CARDS);
  // The chapters on screen: the area's content.
  useContentReadyMark('events', chapters.data !== undefined);
  let body;
  if (chapters.data) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="chapters-grid" aria-busy={pending}>
        {shown.map((chapter) => (
          <ChapterCard key={chapter.id} chapter={chapter} />
        ))}
        <Card withBorder radius="lg" padding="lg" data-testid="start-chapter">
          <Stack gap="sm" justify="center" h="100%">
            <Title order={2} size="h4">
              Start a Chapter
            </Title>
            <Text size="sm">No chapter near you? Lead one: apply to become a chapter president.</Text>
            <LinkButton to={`${paths.president()}?tab=apply`} variant="outline">
              Apply
            </LinkButton>
          </Stack>
        </Card>
      </SimpleGrid>
    );
  } else if (chapters.isError) {
    body = <ErrorState message={EVENTS_TEXTS.loadChaptersFailed} onRetry={() => void chapters.refetch()} retrying={chapters.isFetching} />;
  } else {
    body = <ChaptersSkeleton />;
  }
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} data-testid="chapters-page">
      <Stack gap="md">
        <header>
          <Title order={1} size="h2">
            Local Chapters
          </Title>
          <Text c="dimmed">Find your city&apos;s Divas: meet in person, swap introductions and grow together.</Text>
        </header>
        {body}
      </Stack>
    </Container>
  );
}
