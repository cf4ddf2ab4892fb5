import { lazyPart } from '@diva/ui';
import { Suspense } from 'react';
import { CommentsSkeleton } from './comments-skeleton.tsx';

// The panel, its form and its two requests are not needed to show the feed: they load once the feed has shown
// (preloadCommentsPanel), or when a panel is first opened, whichever comes first.
const loadPanel = () => import('./comments-panel.tsx');
const CommentsPanel = lazyPart(async () => ({ default: (await loadPanel()).CommentsPanel }), { area: 'feed', part: 'comments' });

/** Starts downloading the panel's code; harmless to call again. */
export const preloadCommentsPanel = (): void => void loadPanel().catch(() => undefined);

export function DeferredCommentsPanel({ postId }: { postId: string }) {
  return (
    <Suspense fallback={<CommentsSkeleton />}>
      <CommentsPanel postId={postId} />
    </Suspense>
  );
}
