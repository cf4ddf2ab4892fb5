import { REPORT_TEXTS } from '@diva/core/texts';
import { ReportDialog } from '@diva/ui/overlays';
import { reportContent } from '../api/report-content.ts';

export interface ReportPostDialogProps {
  postId: string;
  onClose: () => void;
}

/** Report a post: a reason and an optional note; the admins' Reports tab lists it. */
export default function ReportPostDialog({ postId, onClose }: ReportPostDialogProps) {
  return (
    <ReportDialog
      title={REPORT_TEXTS.dialogTitle}
      onClose={onClose}
      onSubmit={({ reason, details }) => reportContent({ targetType: 'post', targetId: postId, reason, details })}
    />
  );
}
