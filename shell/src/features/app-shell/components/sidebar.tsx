import { paths } from '@diva/contracts';
import { APP_TEXTS } from '@diva/core/texts';
import { Box, Group, Logo, NavLink, PRODUCT_NAME, Stack, Text } from '@diva/ui';
import { useEffect } from 'react';
import { DeferredTooltip } from '../../../components/deferred-tooltip.tsx';
import { loadExtendedUi, useExtendedUi } from '../../../lib/extended-ui.ts';
import { Link } from '@diva/router';
import { useSignOut } from '../hooks/use-sign-out.ts';
import type { SidebarState } from '../hooks/use-sidebar.ts';
import classes from './app-layout.module.css';
import { SignOutIcon } from '@diva/ui/icons';
import { SidebarNav } from './sidebar-nav.tsx';

function SidebarBody({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const signOut = useSignOut();
  const signOutLink = (
    <NavLink
      component="button"
      label={collapsed ? undefined : APP_TEXTS.signOut}
      aria-label={APP_TEXTS.signOut}
      leftSection={<SignOutIcon />}
      onClick={() => void signOut()}
    />
  );
  return (
    <Stack h="100%" gap={0} justify="space-between">
      <Box>
        <Group
          gap="xs"
          p={collapsed ? 6 : 'md'}
          wrap="nowrap"
          renderRoot={(props) => <Link to={paths.home()} {...props} />}
          style={{ textDecoration: 'none' }}
          // Collapsed, the link shows only the (aria-hidden) logo: it needs a name.
          aria-label={collapsed ? PRODUCT_NAME : undefined}
        >
          <Logo size={collapsed ? 32 : 36} />
          {collapsed ? null : (
            <Text fw={700} size="lg" className={classes.title} ff="heading">
              {PRODUCT_NAME}
            </Text>
          )}
        </Group>
        <SidebarNav collapsed={collapsed} onNavigate={onNavigate} />
      </Box>
      <Box pb="md">
        {collapsed ? (
          <DeferredTooltip label={APP_TEXTS.signOut} position="right">
            {signOutLink}
          </DeferredTooltip>
        ) : (
          signOutLink
        )}
      </Box>
    </Stack>
  );
}

/** Desktop: a column of 16rem, or 3rem of icons when collapsed. Mobile (< 768 px): an 18rem drawer. */
export function Sidebar({ state }: { state: SidebarState }) {
  const extended = useExtendedUi();
  const wantsDrawer = state.isMobile && state.openMobile;
  useEffect(() => {
    if (wantsDrawer) void loadExtendedUi();
  }, [wantsDrawer]);

  if (state.isMobile) {
    if (!extended) return null;
    const { Drawer } = extended;
    return (
      <Drawer
        opened={state.openMobile}
        onClose={() => state.setOpenMobile(false)}
        size="18rem"
        padding={0}
        withCloseButton
        closeButtonProps={{ 'aria-label': 'Close sidebar' }}
        title={<span className={classes.title}>{PRODUCT_NAME}</span>}
        data-testid="sidebar-drawer"
      >
        <Box h="calc(100vh - 70px)">
          <SidebarBody collapsed={false} onNavigate={() => state.setOpenMobile(false)} />
        </Box>
      </Drawer>
    );
  }
  const column = (
    <Box
      component="aside"
      className={`${classes.sidebar} ${state.open ? classes.expanded : classes.collapsed}`}
      data-state={state.open ? 'expanded' : 'collapsed'}
      data-testid="sidebar"
    >
      <SidebarBody collapsed={!state.open} />
    </Box>
  );
  // Collapsed icons show their names as tooltips, grouped so neighbours open without a second wait.
  return extended && !state.open ? <extended.DelayedTooltipGroup>{column}</extended.DelayedTooltipGroup> : column;
}
