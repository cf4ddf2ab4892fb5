import { paths } from '@diva/contracts';
import { formatDate } from '@diva/core';
import { Anchor, Button, Card, ErrorState, Skeleton, Stack, Text, Title } from '@diva/ui';
import { Link, useSearchParams } from '@diva/router';
import type { ReactNode } from 'react';
import { useSearchGroupPages } from '../api/search-group-page.ts';
import type { ChapterHit, EventHit, PersonHit, PostHit, SearchGroup } from '../api/search-network.ts';
import { queryWords, shapeQuery } from '../utils/search-query.ts';
import { HighlightedText } from './highlighted-text.tsx';
import { SEARCH_TEXTS } from '../../../texts.ts';

const GROUPS: { group: SearchGroup; title: string }[] = [
  { group: 'people', title: SEARCH_TEXTS.groupPeople },
  { group: 'posts', title: SEARCH_TEXTS.groupPosts },
  { group: 'chapters', title: SEARCH_TEXTS.groupChapters },
  { group: 'events', title: SEARCH_TEXTS.groupEvents },
];

/** /app/search?q=: every group of the header search, each paged on its own ("Show more"). */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const q = shapeQuery(params.get('q') ?? '');
  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%" data-testid="search-results-page">
      <div>
        <Title order={1} size="h2">
          {SEARCH_TEXTS.resultsTitle}
        </Title>
        {q && (
          <Text c="dimmed" data-testid="search-results-for">{`${SEARCH_TEXTS.resultsFor} “${q}”`}</Text>
        )}
      </div>
      {q ? (
        GROUPS.map(({ group, title }) => <GroupSection key={`${group}-${q}`} q={q} group={group} title={title} />)
      ) : (
        <Text c="dimmed">{SEARCH_TEXTS.typeMore}</Text>
      )}
    </Stack>
  );
}

function GroupSection({ q, group, title }: { q: string; group: SearchGroup; title: string }) {
  const pages = useSearchGroupPages(q, group);
  const headingId = `search-results-${group}`;
  const items = pages.data?.pages.flatMap((page) => page.items as unknown[]) ?? [];
  let body: ReactNode;
  if (pages.isError && !pages.data) body = <ErrorState message={SEARCH_TEXTS.failed} onRetry={() => void pages.refetch()} />;
  else if (!pages.data) body = [0, 1, 2].map((i) => <Skeleton key={i} h={40} />);
  else if (items.length === 0) body = <Text c="dimmed">{SEARCH_TEXTS.noResults}</Text>;
  else
    body = (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item, index) => (
          <li key={index} style={{ padding: '8px 0' }}>
            <Hit group={group} item={item} words={queryWords(q)} />
          </li>
        ))}
      </ul>
    );
  return (
    <Card component="section" withBorder radius="lg" padding="md" aria-labelledby={headingId} data-testid={`search-results-${group}`}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {title}
      </Title>
      {body}
      {pages.hasNextPage && (
        <Button variant="ghost" size="sm" mt="xs" loading={pages.isFetchingNextPage} disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {`${SEARCH_TEXTS.showMore} · ${title}`}
        </Button>
      )}
      {pages.isFetchNextPageError && <Text c="red.8" size="sm" role="alert">{SEARCH_TEXTS.failed}</Text>}
    </Card>
  );
}

function Hit({ group, item, words }: { group: SearchGroup; item: unknown; words: string[] }) {
  if (group === 'people') {
    const p = item as PersonHit;
    return (
      <>
        <Anchor component={Link} to={paths.profile(p.user_id)} fw={600}>
          {p.display_name}
        </Anchor>
        <Text size="sm" c="dimmed">{[p.role, p.company, ...p.skills].filter(Boolean).join(' · ')}</Text>
      </>
    );
  }
  if (group === 'posts') {
    const p = item as PostHit;
    return (
      <>
        <Anchor component={Link} to={paths.post(p.id)}>
          <HighlightedText text={p.excerpt} words={words} />
        </Anchor>
        {p.author && <Text size="sm" c="dimmed">{p.author}</Text>}
      </>
    );
  }
  if (group === 'chapters') {
    const c = item as ChapterHit;
    return (
      <>
        <Anchor component={Link} to={paths.chapter(c.id)} fw={600}>
          {c.name}
        </Anchor>
        <Text size="sm" c="dimmed">{c.location}</Text>
      </>
    );
  }
  const e = item as EventHit;
  return (
    <>
      <Anchor component={Link} to={paths.event(e.id)} fw={600}>
        {e.title}
      </Anchor>
      <Text size="sm" c="dimmed">{[formatDate(e.date, 'eventLong'), e.chapter, e.approved ? null : SEARCH_TEXTS.pending].filter(Boolean).join(' · ')}</Text>
    </>
  );
}
