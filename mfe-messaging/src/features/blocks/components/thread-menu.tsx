import { ActionIcon } from '@diva/ui';
import { DotsIcon } from '@diva/ui/icons';
import { ConfirmDialog, Menu } from '@diva/ui/overlays';
import { useNavigate } from '@diva/router';
import { useState } from 'react';
import { useBlockMember } from '../api/block-member.ts';
import { blockConfirm, MESSAGING_TEXTS } from '../../../texts.ts';

export interface ThreadMenuProps {
  otherUserId: string;
  otherName: string;
  /** After a block: the page leaves the conversation (it is no longer in her list). */
  onBlocked: () => void;
}

/** The thread's menu: Block member (asked first), and the way to the blocked members. */
export default function ThreadMenu({ otherUserId, otherName, onBlocked, blockedHref }: ThreadMenuProps & { blockedHref: string }) {
  const [asking, setAsking] = useState(false);
  const block = useBlockMember();
  const navigate = useNavigate();
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size={40} aria-label={`Conversation options for ${otherName}`} data-testid="thread-menu">
            <DotsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item color="red" onClick={() => setAsking(true)} data-testid="block-member">
            {MESSAGING_TEXTS.blockMember}
          </Menu.Item>
          <Menu.Item onClick={() => navigate(blockedHref)} data-testid="open-blocked">
            {MESSAGING_TEXTS.blockedMembers}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={asking}
        onClose={() => setAsking(false)}
        title={`${MESSAGING_TEXTS.blockMember}: ${otherName}?`}
        message={blockConfirm(otherName)}
        confirmLabel={MESSAGING_TEXTS.blockMember}
        destructive
        loading={block.isPending}
        onConfirm={() =>
          block.mutateAsync(otherUserId).then(
            () => {
              setAsking(false);
              onBlocked();
            },
            () => undefined,
          )
        }
      />
    </>
  );
}
