import { REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_TEXTS } from '@diva/core/texts';
import { Modal, SegmentedControl, Textarea } from '@mantine/core';
import { useState } from 'react';
// Through the package's own first-paint entry (the shared module already loaded), as ConfirmDialog does.
import { Button, CharacterCounter, Group, Stack, Text, showToast } from '@diva/ui';

export type ReportReason = keyof typeof REPORT_REASONS;

export interface ReportDialogProps {
  /** What is reported, e.g. 'Report this post'. */
  title: string;
  onClose: () => void;
  /** The area's api/ call; a rejection with code 23505 means she reported it already. */
  onSubmit: (report: { reason: ReportReason; details: string }) => Promise<unknown>;
}

/**
 * Reporting a post, a message or a profile to the admins: a reason and an optional note. The toasts are the
 * catalogue's: sent, already reported (23505), or failed; a second submit while sending is ignored.
 */
export function ReportDialog({ title, onClose, onSubmit }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason>('spam');
  const [details, setDetails] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending) return;
    setSending(true);
    try {
      await onSubmit({ reason, details });
      showToast(REPORT_TEXTS.sent);
      onClose();
    } catch (error) {
      const alreadyReported = (error as { code?: string }).code === '23505';
      showToast(alreadyReported ? REPORT_TEXTS.alreadyReported : REPORT_TEXTS.failed);
      if (alreadyReported) onClose();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} centered radius="lg">
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
            onChange={(value) => setReason(value as ReportReason)}
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
          <Button variant="destructive" loading={sending} onClick={() => void send()}>
            {REPORT_TEXTS.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
