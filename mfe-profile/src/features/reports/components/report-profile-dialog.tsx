import { REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_TEXTS } from '@diva/core/texts';
import { Button, CharacterCounter, Group, Stack, Text, Textarea, showToast } from '@diva/ui';
import { SegmentedControl } from '@diva/ui/forms';
import { Modal } from '@diva/ui/overlays';
import { useState } from 'react';
import { reportProfile, type ReportProfileInput as ReportInput } from '../api/report-profile.ts';

export interface ReportProfileDialogProps {
  userId: string;
  onClose: () => void;
}

/** Report a profile: a reason and an optional note; the admins' Reports tab lists it. */
export default function ReportProfileDialog({ userId, onClose }: ReportProfileDialogProps) {
  const [reason, setReason] = useState<ReportInput['reason']>('spam');
  const [details, setDetails] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending) return;
    setSending(true);
    try {
      await reportProfile({ userId, reason, details });
      showToast(REPORT_TEXTS.sent);
      onClose();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === '23505') {
        showToast(REPORT_TEXTS.alreadyReported);
        onClose();
      } else {
        showToast(REPORT_TEXTS.failed);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={REPORT_TEXTS.profileDialogTitle} centered radius="lg">
      <Stack gap="sm">
        <Text size="sm">{REPORT_TEXTS.dialogIntro}</Text>
        <div>
          <Text size="sm" fw={500} id="report-reason-label">
            {REPORT_TEXTS.reasonLabel}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="report-reason-label"
            value={reason}
            onChange={(value) => setReason(value as ReportInput['reason'])}
            data={Object.entries(REPORT_REASONS).map(([value, label]) => ({ value, label }))}
          />
        </div>
        <Textarea
          label={REPORT_TEXTS.detailsLabel}
          value={details}
          maxLength={REPORT_DETAILS_MAX}
          autosize
          minRows={2}
          onChange={(event) => setDetails(event.currentTarget.value)}
        />
        <CharacterCounter length={details.length} limit={REPORT_DETAILS_MAX} showFrom={400} />
        <Group justify="flex-end" gap="sm">
          <Button variant="ghost" onClick={onClose}>
            {REPORT_TEXTS.cancel}
          </Button>
          <Button color="red.9" variant="destructive" loading={sending} onClick={() => void send()}>
            {REPORT_TEXTS.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
