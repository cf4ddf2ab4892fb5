import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from '@diva/router';
import type { ReactNode } from 'react';

export interface UrlTab {
  value: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface UrlTabsProps {
  tabs: readonly UrlTab[];
  /** Where the active tab lives: the URL hash (#passions) or a search parameter (?tab=requests). */
  mode?: 'hash' | 'search';
  /** The search parameter's name (mode 'search'). */
  param?: string;
  /** The tab shown when the URL names none, or one that does not exist; the first tab by default. */
  defaultValue?: string;
  'aria-label'?: string;
}

/**
 * One row of tabs at every width: on a phone the row scrolls sideways inside itself (as LinkedIn's and Circle's
 * do) instead of wrapping one or two tabs onto a second line. Arrow keys still reach every tab.
 */
const ONE_ROW = {
  list: { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'none' },
  tab: { flexShrink: 0 },
} as const;

/** The tab the URL names, if it is one of the tabs. */
export function tabFromUrl(location: { hash: string; search: string }, mode: 'hash' | 'search', param: string): string | null {
  return mode === 'hash' ? decodeURIComponent(location.hash.replace(/^#/, '')) || null : new URLSearchParams(location.search).get(param);
}

/**
 * Tabs whose active tab is part of the URL: a link or a reload opens the same tab, and each switch is a
 * history entry, so Back and Forward move between tabs. Arrow keys move between tabs (Mantine's tablist).
 */
export function UrlTabs({ tabs, mode = 'search', param = 'tab', defaultValue, 'aria-label': label }: UrlTabsProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const named = tabFromUrl(location, mode, param);
  const active = tabs.some((tab) => tab.value === named) ? named! : (defaultValue ?? tabs[0]?.value ?? null);

  const select = (value: string | null) => {
    if (!value || value === active) return;
    if (mode === 'hash') {
      void navigate({ pathname: location.pathname, search: location.search, hash: `#${encodeURIComponent(value)}` });
      return;
    }
    const search = new URLSearchParams(location.search);
    search.set(param, value);
    void navigate({ pathname: location.pathname, search: `?${search.toString()}`, hash: location.hash });
  };

  return (
    <Tabs value={active} onChange={select} keepMounted={false} styles={ONE_ROW}>
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
