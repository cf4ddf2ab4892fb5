import { areaForPath, paths } from '@diva/contracts';
import { Box, NavLink } from '@diva/ui';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate } from '@diva/router';
import { preloadArea } from '../../../remotes/registry.ts';
import { DeferredTooltip } from '../../../components/deferred-tooltip.tsx';
import { ChaptersIcon, ChevronIcon, CoachIcon, EventsIcon, FeedIcon, UserIcon, WhoIcon } from '@diva/ui/icons';

interface Item {
  label: string;
  to: string;
  icon: ReactNode;
}

export const MAIN_ITEMS: Item[] = [
  { label: 'Profile', to: paths.profile(), icon: <UserIcon /> },
  { label: 'Glow Up Coach', to: paths.preGame(), icon: <CoachIcon /> },
  { label: 'Network Feed', to: paths.timeline(), icon: <FeedIcon /> },
  { label: 'Local Chapters', to: paths.localChapters(), icon: <ChaptersIcon /> },
  { label: 'Events', to: paths.events(), icon: <EventsIcon /> },
];

export const WHO_CHILDREN: Omit<Item, 'icon'>[] = [
  { label: 'Who Discovery', to: paths.whoDiscovery() },
  { label: 'Who Strategies', to: paths.whoGoals() },
  { label: 'Who Matches', to: paths.whoMatches() },
];

/** Hovering a link starts loading the remote behind it. */
const preloadFor = (to: string) => () => {
  const area = areaForPath(to);
  if (area) preloadArea(area.name)?.catch(() => undefined);
};

const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

export function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [whoOpen, setWhoOpen] = useState(() => isActive(pathname, paths.who()));

  // Mantine's NavLink prevents the default of a click on an entry with children (it toggles them), so the
  // router's Link never follows it: the Who entry navigates itself, except for a click meant for a new tab.
  const openWho = (event: MouseEvent) => {
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) void navigate(paths.who());
    onNavigate?.();
  };

  const link = (item: Item) => {
    const node = (
      <NavLink
        key={item.to}
        component={Link}
        to={item.to}
        label={collapsed ? undefined : item.label}
        aria-label={item.label}
        leftSection={item.icon}
        active={isActive(pathname, item.to)}
        onMouseEnter={preloadFor(item.to)}
        onFocus={preloadFor(item.to)}
        onClick={onNavigate}
      />
    );
    return collapsed ? (
      <DeferredTooltip key={item.to} label={item.label} position="right">
        {node}
      </DeferredTooltip>
    ) : (
      node
    );
  };

  return (
    <Box component="nav" aria-label="Main">
      {MAIN_ITEMS.map(link)}
      {collapsed ? (
        link({ label: 'Who', to: paths.who(), icon: <WhoIcon /> })
      ) : (
        <NavLink
          label="Who"
          leftSection={<WhoIcon />}
          rightSection={
            <Box
              component="button"
              type="button"
              aria-label={whoOpen ? 'Collapse Who' : 'Expand Who'}
              aria-expanded={whoOpen}
              onClick={(event) => {
                event.preventDefault();
                event.stopPropagation();
                setWhoOpen((value) => !value);
              }}
              // 24 px: the smallest pointer target WCAG 2.2 (2.5.8) allows; the chevron alone is 18 px.
              style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', color: 'inherit', display: 'flex', minWidth: 24, minHeight: 24, alignItems: 'center', justifyContent: 'center' }}
            >
              <ChevronIcon open={whoOpen} />
            </Box>
          }
          component={Link}
          to={paths.who()}
          active={pathname === paths.who()}
          opened={whoOpen}
          disableRightSectionRotation
          childrenOffset={28}
          onMouseEnter={preloadFor(paths.who())}
          onClick={openWho}
        >
          {WHO_CHILDREN.map((child) => (
            <NavLink
              key={child.to}
              component={Link}
              to={child.to}
              label={child.label}
              active={isActive(pathname, child.to)}
              onMouseEnter={preloadFor(child.to)}
              onClick={onNavigate}
            />
          ))}
        </NavLink>
      )}
    </Box>
  );
}
