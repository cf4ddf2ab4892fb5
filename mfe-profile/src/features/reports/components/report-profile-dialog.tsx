import { REPORT_TEXTS } from '@diva/core/texts';
import { ReportDialog } from '@diva/ui/overlays';
import { reportProfile } from '../api/report-profile.ts';

export interface ReportProfileDialogProps {
  userId: string;
  onClose: () => void;
}

/** Report a profile: a reason and an optional note; the admins' Reports tab lists it. */
export default function ReportProfileDialog({ userId, onClose }: ReportProfileDialogProps) {
  return <ReportDialog title={REPORT_TEXTS.profileDialogTitle} onClose={onClose} onSubmit={(report) => reportProfile({ userId, ...report })} />;
}
