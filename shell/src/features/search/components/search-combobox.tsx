import { paths } from '@diva/contracts';
import { formatDate } from '@diva/core';
import { APP_TEXTS } from '@diva/core/texts';
import { Box, Button, ErrorState, Skeleton, Stack, Text, TextInput } from '@diva/ui';
import { SearchIcon } from '@diva/ui/icons';
import { useNavigate } from '@diva/router';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type SearchGroup, type SearchResults, useSearchNetwork } from '../api/search-network.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { flattenOptions, resultCount } from '../utils/search-options.ts';
import { queryWords, shapeQuery } from '../utils/search-query.ts';
import { HighlightedText } from './highlighted-text.tsx';
import classes from './search.module.css';
import { SEARCH_TEXTS } from '../../../texts.ts';

const GROUP_TITLES: Record<SearchGroup, string> = {
  people: SEARCH_TEXTS.groupPeople,
  posts: SEARCH_TEXTS.groupPosts,
  chapters: SEARCH_TEXTS.groupChapters,
  events: SEARCH_TEXTS.groupEvents,
};

export interface SearchComboboxProps {
  initialValue?: string;
  /** Where the caret starts (the header's plain box hands over what she typed and where her caret was). */
  initialSelection?: [number, number];
  /** Focus the box on mount (the full-screen search and a box she is in; not a box loaded ahead of use). */
  autoFocus?: boolean;
  /** After a result opens (the full-screen search closes itself). */
  onDone?: () => void;
  /** Escape on an empty, closed box (the full-screen search closes). */
  onEscape?: () => void;
}

/** The header search as WAI-ARIA's combobox with a grouped listbox; the input keeps focus, the options are active descendants. */
export function SearchCombobox({ initialValue = '', initialSelection, autoFocus = true, onDone, onEscape }: SearchComboboxProps) {
  const navigate = useNavigate();
  const ids = useId();
  const [text, setText] = useState(initialValue);
  const [open, setOpen] = useState(initialValue.length > 0);
  const [active, setActive] = useState(-1);
  const [expanded, setExpanded] = useState<SearchGroup | undefined>();
  const q = useDebouncedValue(shapeQuery(text), 150);
  const search = useSearchNetwork(q, expanded);
  const results = q ? search.data : undefined;
  const options = useMemo(() => (results ? flattenOptions(results, expanded) : []), [results, expanded]);
  const words = useMemo(() => queryWords(q ?? ''), [q]);
  const inputRef = useRef<HTMLInputElement>(null);

  // The caret where it was in the plain box, before the next keystroke lands.
  useLayoutEffect(() => {
    if (initialSelection) inputRef.current?.setSelectionRange(initialSelection[0], initialSelection[1]);
    // Once, on mount: later the input keeps its own caret.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => setActive(-1), [q, expanded]);

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    if (option.kind === 'see-all') {
      setExpanded(option.group);
      return;
    }
    setOpen(false);
    onDone?.();
    void navigate(option.href!);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length + (current < 0 && step < 0 ? 1 : 0)) % options.length);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Enter' && shapeQuery(text)) {
      // No option chosen: every result, group by group, on the results page.
      event.preventDefault();
      setOpen(false);
      onDone?.();
      void navigate(paths.search(shapeQuery(text)!));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setExpanded(undefined);
      else if (open && text) setOpen(false);
      else onEscape?.();
    }
  };

  const showPanel = open && shapeQuery(text) !== null;
  const listId = `${ids}-list`;
  const count = results ? resultCount(results, expanded) : null;
  const pending = !results && (search.isFetching || q === null || q !== shapeQuery(text));
  const announcement = showPanel ? announcementFor(count, pending && !search.isError) : '';

  return (
    <Box className={classes.combobox}>
      <TextInput
        ref={inputRef}
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!event.currentTarget.parentElement?.closest(`.${classes.combobox}`)?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
        onFocus={() => setOpen(true)}
        role="combobox"
        aria-label={SEARCH_TEXTS.label}
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && active >= 0 ? options[active]?.id : undefined}
        placeholder={APP_TEXTS.searchPlaceholder}
        leftSection={<SearchIcon />}
        data-testid="search-input"
        maxLength={200}
      />
      <div role="status" aria-live="polite" className={classes.visuallyHidden} data-testid="search-count">
        {announcement}
      </div>
      <div className={classes.panel} hidden={!showPanel} data-testid="search-panel">
        {showPanel && (
          <SearchPanelBody
            listId={listId}
            results={results}
            expanded={expanded}
            options={options}
            active={active}
            words={words}
            pending={pending}
            stale={search.isPlaceholderData}
            error={search.isError && !results}
            retry={() => void search.refetch()}
            onChoose={choose}
            onBack={() => setExpanded(undefined)}
          />
        )}
      </div>
    </Box>
  );
}

interface BodyProps {
  listId: string;
  results: SearchResults | undefined;
  expanded: SearchGroup | undefined;
  options: ReturnType<typeof flattenOptions>;
  active: number;
  words: string[];
  pending: boolean;
  /** The previous text's results, shown until this text's arrive. */
  stale: boolean;
  error: boolean;
  retry: () => void;
  onChoose: (index: number) => void;
  onBack: () => void;
}

/** What the combobox's status region says: that it is searching, then how many results there are. */
function announcementFor(count: number | null, searching: boolean): string {
  if (count === null) return searching ? SEARCH_TEXTS.searching : '';
  if (count === 0) return SEARCH_TEXTS.noResults;
  return count === 1 ? SEARCH_TEXTS.oneResult : `${count} ${SEARCH_TEXTS.manyResults}`;
}

function SearchPanelBody({ listId, results, expanded, options, active, words, pending, stale, error, retry, onChoose, onBack }: BodyProps) {
  if (error) return <ErrorState message={SEARCH_TEXTS.failed} onRetry={retry} />;
  if (!results) {
    return (
      // Decorative: the combobox's status region says "Searching..." (an aria-label here would not be read).
      <Stack gap="xs" p="sm" aria-hidden data-testid="search-skeleton">
        {pending && [0, 1, 2].map((i) => <Skeleton key={i} h={36} />)}
      </Stack>
    );
  }
  if (options.length === 0) {
    return (
      <Text p="md" c="dimmed" data-testid="search-empty">
        {SEARCH_TEXTS.noResults}
      </Text>
    );
  }
  const option = (group: SearchGroup, index: number, kind: 'result' | 'see-all', children: ReactNode) => {
    const at = options.findIndex((o) => o.group === group && o.index === index && o.kind === kind);
    const o = options[at]!;
    return (
      <div
        key={o.id}
        id={o.id}
        role="option"
        aria-selected={at === active}
        className={classes.option}
        data-active={at === active || undefined}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChoose(at)}
      >
        {children}
      </div>
    );
  };
  const groups = expanded ? [expanded] : (['people', 'posts', 'chapters', 'events'] as const);
  return (
    <>
      {expanded && (
        <Button variant="ghost" size="sm" m="xs" onMouseDown={(event) => event.preventDefault()} onClick={onBack}>
          {SEARCH_TEXTS.backToAll}
        </Button>
      )}
      <div id={listId} role="listbox" aria-label={SEARCH_TEXTS.label} aria-busy={stale} className={classes.listbox}>
        {groups.map((group) => {
          const { items, more } = results[group];
          if (items.length === 0) return null;
          const headingId = `${listId}-${group}`;
          return (
            <div key={group} role="group" aria-labelledby={headingId}>
              <div id={headingId} role="presentation" className={classes.groupTitle}>
                {GROUP_TITLES[group]}
              </div>
              {group === 'people' &&
                results.people.items.map((p, i) =>
                  option('people', i, 'result', (
                    <>
                      <Text fw={600} size="sm">{p.display_name}</Text>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {[p.role, p.company, ...p.skills].filter(Boolean).join(' · ')}
                      </Text>
                    </>
                  )),
                )}
              {group === 'posts' &&
                results.posts.items.map((p, i) =>
                  option('posts', i, 'result', (
                    <>
                      <Text size="sm" lineClamp={2}>
                        <HighlightedText text={p.excerpt} words={words} />
                      </Text>
                      {p.author && <Text size="xs" c="dimmed">{p.author}</Text>}
                    </>
                  )),
                )}
              {group === 'chapters' &&
                results.chapters.items.map((c, i) =>
                  option('chapters', i, 'result', (
                    <>
                      <Text fw={600} size="sm">{c.name}</Text>
                      <Text size="xs" c="dimmed">{c.location}</Text>
                    </>
                  )),
                )}
              {group === 'events' &&
                results.events.items.map((e, i) =>
                  option('events', i, 'result', (
                    <>
                      <Text fw={600} size="sm">{e.title}</Text>
                      <Text size="xs" c="dimmed">
                        {[formatDate(e.date, 'eventLong'), e.chapter, e.approved ? null : SEARCH_TEXTS.pending].filter(Boolean).join(' · ')}
                      </Text>
                    </>
                  )),
                )}
              {more && !expanded && option(group, items.length, 'see-all', <Text size="sm" c="pink.7" fw={600}>{`${SEARCH_TEXTS.seeAll} · ${GROUP_TITLES[group]}`}</Text>)}
            </div>
          );
        })}
      </div>
    </>
  );
}
