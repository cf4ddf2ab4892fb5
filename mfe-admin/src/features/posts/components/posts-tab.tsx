import { Button, QueryView } from '@diva/ui';
import { DataTable, type DataTableColumn } from '@diva/ui/data';
import { useState } from 'react';
import type { AdminAction } from '../../../lib/admin-action.ts';
import { Pager } from '../../../components/pager.tsx';
import { excerpt, nameOr } from '../../../lib/format.ts';
import { deletePost } from '../api/delete-post.ts';
import { type AdminPost, usePosts } from '../api/get-posts.ts';
import { ADMIN_TEXTS } from '../../../texts.ts';

/** Posts, newest first, with their author; delete one. */
export function PostsTab({ ask }: { ask: (action: AdminAction) => void }) {
  const [page, setPage] = useState(0);
  const query = usePosts(page);
  const columns: DataTableColumn<AdminPost>[] = [
    { key: 'content', header: 'Post', accessor: (p) => excerpt(p.content, 120) },
    { key: 'author', header: 'Author', accessor: (p) => nameOr(p.author?.display_name) },
    { key: 'created', header: 'Posted', accessor: (p) => new Date(p.created_at) },
    {
      key: 'actions',
      header: 'Actions',
      accessor: () => null,
      align: 'right',
      render: (p) => (
        <Button
          variant="destructive"
          color="red.9"
          size="sm"
          aria-label={`Delete post by ${nameOr(p.author?.display_name)}: ${excerpt(p.content, 40)}`}
          onClick={() =>
            ask({
              title: 'Delete post',
              description: `Delete the post "${excerpt(p.content, 60)}" by ${nameOr(p.author?.display_name)}?`,
              confirmLabel: 'Delete post',
              destructive: true,
              failure: ADMIN_TEXTS.deletePostFailed,
              run: (reason) => deletePost(p.id, reason),
            })
          }
        >
          Delete
        </Button>
      ),
    },
  ];
  return (
    <QueryView query={query} failure={ADMIN_TEXTS.loadPostsFailed} empty={ADMIN_TEXTS.noPosts} isEmpty={(d) => d.total === 0} testId="posts">
      {(data) => (
        <>
          <DataTable caption="Posts" columns={columns} rows={data.rows} rowKey={(p) => p.id} emptyText={ADMIN_TEXTS.noPosts} />
          <Pager page={page} total={data.total} onPage={setPage} label="Posts" />
        </>
      )}
    </QueryView>
  );
}
