import { Icon, type IconProps } from './icon.tsx';

// The chrome: sidebar areas, header actions.

export const UserIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const CoachIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3l2.5 5 5.5.8-4 3.9.9 5.5L12 15.6 7.1 18.2 8 12.7 4 8.8 9.5 8z" />
  </Icon>
);

export const FeedIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5h16M4 12h16M4 19h10" />
  </Icon>
);

export const ChaptersIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </Icon>
);

export const EventsIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Icon>
);

export const WhoIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <circle cx="17" cy="10" r="2.5" />
    <path d="M3 20c0-3.5 2.7-5.5 6-5.5s6 2 6 5.5M15 15.5c3 0 6 1.5 6 4.5" />
  </Icon>
);

export const SignOutIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
  </Icon>
);

export const BellIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 16V11a6 6 0 0112 0v5l2 2H4z" />
    <path d="M10 20a2 2 0 004 0" />
  </Icon>
);

export const MessageIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5h16v11H8l-4 4z" />
  </Icon>
);

export const SidebarIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
  </Icon>
);

/** Points right; `open` turns it down (an expanded section). */
export const ChevronIcon = ({ open = false, style, ...props }: IconProps & { open?: boolean }) => (
  <Icon style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 150ms', ...style }} {...props}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

/** Three lines: a menu that opens on a phone. */
export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const PlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="6" />
    <path d="M20 20l-4.5-4.5" />
  </Icon>
);
