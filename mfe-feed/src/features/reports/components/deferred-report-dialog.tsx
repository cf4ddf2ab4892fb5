import { lazy, Suspense } from 'react';
import type { ReportPostDialogProps } from './report-post-dialog.tsx';

// Loaded only when a member chooses Report Post (the segmented control and the modal stay off the feed's first paint).
const ReportPostDialog = lazy(() => import('./report-post-dialog.tsx'));

export function DeferredReportDialog(props: ReportPostDialogProps) {
  return (
    <Suspense fallback={null}>
      <ReportPostDialog {...props} />
    </Suspense>
  );
}
