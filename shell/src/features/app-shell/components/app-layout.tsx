import { Outlet } from '@diva/router';
import type { ReactNode } from 'react';
import { useSidebar } from '../hooks/use-sidebar.ts';
import classes from './app-layout.module.css';
import { Header } from './header.tsx';
import { Sidebar } from './sidebar.tsx';

/** The member chrome: sidebar, header (with `headerActions` at its end) and the page. */
export function AppLayout({ headerSearch, headerActions }: { headerSearch?: ReactNode; headerActions?: ReactNode }) {
  const sidebar = useSidebar();
  return (
    <div className={classes.layout}>
      <Sidebar state={sidebar} />
      <div className={classes.main}>
        <Header onToggleSidebar={sidebar.toggle} search={headerSearch} actions={headerActions} />
        <main className={classes.content}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
