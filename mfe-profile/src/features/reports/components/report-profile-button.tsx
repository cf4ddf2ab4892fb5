import { REPORT_TEXTS } from '@diva/core/texts';
import { Button } from '@diva/ui';
import { lazy, Suspense, useState } from 'react';

// The dialog (segmented control, modal) loads only when she chooses to report.
const ReportProfileDialog = lazy(() => import('./report-profile-dialog.tsx'));

/** On another member's profile: report it to the admins (their Reports queue). */
export function ReportProfileButton({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" mih={40} onClick={() => setOpen(true)}>
        {REPORT_TEXTS.reportProfile}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportProfileDialog userId={userId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
