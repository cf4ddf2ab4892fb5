import { CONSTANTS } from '@diva/core';
import { useMediaQuery } from '@diva/ui';
import { useCallback, useEffect, useState } from 'react';
import { readSidebarCookie, writeSidebarCookie } from './sidebar-cookie.ts';

export interface SidebarState {
  isMobile: boolean;
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). */
  open: boolean;
  /** Mobile: the drawer is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
}

/** Sidebar open state (cookie-backed), the mobile drawer below 768 px and the Ctrl/Cmd+B shortcut. */
export function useSidebar(): SidebarState {
  const isMobile = useMediaQuery(`(max-width: ${CONSTANTS.mobileBreakpointPx - 0.02}px)`, false, { getInitialValueInEffect: false }) ?? false;
  const [open, setOpen] = useState(() => readSidebarCookie());
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((value) => !value);
      return;
    }
    setOpen((value) => {
      writeSidebarCookie(!value);
      return !value;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, open, openMobile, setOpenMobile, toggle };
}
