import { Button, Group, Text } from '@diva/ui';
import { useEffect } from 'react';
import { ADMIN_PAGE_SIZE } from '../lib/query-keys.ts';

/** Previous / Next under a paged table, with where she is. */
export function Pager({ page, total, onPage, label }: { page: number; total: number; onPage: (page: number) => void; label: string }) {
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  // Rows deleted meanwhile can leave her past the end: step back to the last page.
  useEffect(() => {
    if (page >= pages) onPage(pages - 1);
  }, [page, pages, onPage]);
  return (
    <Group justify="space-between" mt="sm" aria-label={`${label} pages`} role="navigation">
      <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text size="sm" aria-live="polite">
        Page {Math.min(page + 1, pages)} of {pages} · {total} in all
      </Text>
      <Button variant="outline" size="sm" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
