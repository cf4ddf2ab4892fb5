import { REPORT_TEXTS } from '@diva/core/texts';
import { ActionIcon } from '@diva/ui';
import { DotsIcon } from '@diva/ui/icons';
import { Menu, ReportDialog } from '@diva/ui/overlays';
import { useState } from 'react';
import { reportMessage } from '../api/report-message.ts';
import { messageMenuLabel } from './menu-label.ts';

export interface MessageMenuProps {
  messageId: string;
  senderName: string;
}

/** One received message's menu: Report Message opens the shared report dialog. */
export default function MessageMenu({ messageId, senderName }: MessageMenuProps) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size={40} aria-label={messageMenuLabel(senderName)} data-testid="message-menu">
            <DotsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item color="red" onClick={() => setReporting(true)} data-testid="report-message">
            {REPORT_TEXTS.reportMessage}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {reporting ? (
        <ReportDialog
          title={REPORT_TEXTS.messageDialogTitle}
          onClose={() => setReporting(false)}
          onSubmit={({ reason, details }) => reportMessage({ messageId, reason, details })}
        />
      ) : null}
    </>
  );
}
