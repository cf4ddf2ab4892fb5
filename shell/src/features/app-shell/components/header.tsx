import { FEED_COMPOSER_HASH, paths } from '@diva/contracts';
import { useSessionUser } from '@diva/core';
import { ActionIcon, Box, Button, InitialsAvatar } from '@diva/ui';
import { Link, useNavigate } from '@diva/router';
import { SESSION_TEXTS } from '@diva/core/texts';
import type { ReactNode } from 'react';
import { DeferredTooltip } from '../../../components/deferred-tooltip.tsx';
import { useMemberProfile } from '../api/get-member-profile.ts';
import classes from './app-layout.module.css';
import { PlusIcon, SidebarIcon } from '@diva/ui/icons';

/** The member chrome's header. `search` (the search box) and `actions` (the notifications and messages popovers) come from the page that composes the chrome. */
export function Header({ onToggleSidebar, search, actions }: { onToggleSidebar: () => void; search?: ReactNode; actions?: ReactNode }) {
  const navigate = useNavigate();
  const user = useSessionUser();
  const { data: profile } = useMemberProfile();
  const displayName = profile?.display_name ?? (user?.user_metadata?.display_name as string | undefined) ?? null;
  const createPost = () => void navigate(`${paths.timeline()}${FEED_COMPOSER_HASH}`);

  return (
    <header className={classes.header}>
      <DeferredTooltip label="Toggle Sidebar (Ctrl+B)">
        <ActionIcon variant="subtle" color="gray" aria-label="Toggle Sidebar" onClick={onToggleSidebar}>
          <SidebarIcon />
        </ActionIcon>
      </DeferredTooltip>
      {search}
      <Box style={{ flex: 1 }} />
      {/* Its label keeps one line: the search box gives up the room first (at 768 px the sidebar leaves the header 512 px). */}
      <Button variant="glamour" leftSection={<PlusIcon />} onClick={createPost} visibleFrom="sm" className={classes.keepsWidth}>
        Create Post
      </Button>
      {/* On a phone the label does not fit beside search, bell, messages and avatar: the same action as an icon with its name. */}
      <ActionIcon variant="gradient" size="lg" aria-label="Create Post" title="Create Post" onClick={createPost} hiddenFrom="sm">
        <PlusIcon />
      </ActionIcon>
      {actions}
      {/* The avatar opens her account page (e-mail, password, two-factor sign-in, devices, deletion). */}
      <Link to={paths.settings()} aria-label={SESSION_TEXTS.accountSettings} title={SESSION_TEXTS.accountSettings} className={classes.avatarLink}>
        <InitialsAvatar displayName={displayName} email={user?.email} src={profile?.avatar_url} radius="xl" size={34} data-testid="header-avatar" />
      </Link>
    </header>
  );
}
