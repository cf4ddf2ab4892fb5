import { paths } from '@diva/contracts';
import { useSessionUser } from '@diva/core';
import { CONNECTION_TEXTS, REPORT_TEXTS } from '@diva/core/texts';
import { ActionIcon, showToast } from '@diva/ui';
import { Menu, RequestConnectionDialog } from '@diva/ui/overlays';
import { useState } from 'react';
import { Link } from '@diva/router';
import { DotsIcon, UserIcon, UserPlusIcon } from '@diva/ui/icons';
import { connectionBlock } from '../utils/connection-rules.ts';
import { useRequestConnection } from '../api/request-connection.ts';

export interface PostMenuProps {
  /** The author of the post. */
  userId: string;
  name: string;
  /** Offers Report Post (the feed page opens the report dialog). */
  onReport?: () => void;
}

/** The menu on another member's post: View Profile, Request Connection and Report Post. */
export default function PostMenu({ userId, name, onReport }: PostMenuProps) {
  const viewerId = useSessionUser()?.id;
  const [dialogOpen, setDialogOpen] = useState(false);
  const request = useRequestConnection();

  const openRequest = () => {
    const block = connectionBlock(viewerId, userId);
    if (block) showToast(block);
    else setDialogOpen(true);
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md" radius="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Post options for ${name}`} data-testid="post-menu">
            <DotsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={paths.profile(userId)} leftSection={<UserIcon size={16} />}>
            View Profile
          </Menu.Item>
          <Menu.Item leftSection={<UserPlusIcon size={16} />} onClick={openRequest}>
            {CONNECTION_TEXTS.requestConnection}
          </Menu.Item>
          {onReport ? <Menu.Item onClick={onReport}>{REPORT_TEXTS.reportPost}</Menu.Item> : null}
        </Menu.Dropdown>
      </Menu>
      {dialogOpen ? (
        <RequestConnectionDialog
          name={name}
          onClose={() => setDialogOpen(false)}
          // The session may have changed since the menu opened: checked again when she sends.
          refusal={connectionBlock(viewerId, userId)}
          onSend={(message) => request.mutateAsync({ requestedId: userId, message })}
        />
      ) : null}
    </>
  );
}
