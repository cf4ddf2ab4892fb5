import type { SVGProps } from 'react';

/** Small line icons for the chrome (24px grid, currentColor). */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      {children}
    </svg>
  );
}

export const ProfileIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
  </Icon>
);
export const CoachIcon = () => (
  <Icon>
    <path d="M12 3l2.5 5 5.5.8-4 3.9.9 5.5L12 15.6 7.1 18.2 8 12.7 4 8.8 9.5 8z" />
  </Icon>
);
export const FeedIcon = () => (
  <Icon>
    <path d="M4 5h16M4 12h16M4 19h10" />
  </Icon>
);
export const ChaptersIcon = () => (
  <Icon>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </Icon>
);
export const EventsIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Icon>
);
export const WhoIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3.5" />
    <circle cx="17" cy="10" r="2.5" />
    <path d="M3 20c0-3.5 2.7-5.5 6-5.5s6 2 6 5.5M15 15.5c3 0 6 1.5 6 4.5" />
  </Icon>
);
export const SignOutIcon = () => (
  <Icon>
    <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
  </Icon>
);
export const BellIcon = () => (
  <Icon>
    <path d="M6 16V11a6 6 0 0112 0v5l2 2H4z" />
    <path d="M10 20a2 2 0 004 0" />
  </Icon>
);
export const MessageIcon = () => (
  <Icon>
    <path d="M4 5h16v11H8l-4 4z" />
  </Icon>
);
export const SidebarIcon = () => (
  <Icon>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
  </Icon>
);
export const ChevronIcon = ({ open }: { open: boolean }) => (
  <Icon style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 150ms' }}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);
export const PlusIcon = () => (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="6" />
    <path d="M20 20l-4.5-4.5" />
  </Icon>
);
