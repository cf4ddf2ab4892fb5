import { startAreaPreload } from './app/early-area.ts';
import { startConfigFetch } from './app/early-config.ts';
import { startFirstRouteReads } from './app/early-first-route.ts';

// A member returning to an area's page: the config, then at once the area's manifest and the page's first data,
// with her stored session (early-area.ts, early-first-route.ts). Both are requested before the shell's own chunks:
// once those arrive, their scripts run first and the config's answer waits behind them.
const config = startConfigFetch();
const manifestRequested = startAreaPreload(config, window.location.pathname, window.localStorage, {
  search: window.location.search,
  session: window.sessionStorage,
  doc: document,
});
const readsStarted = startFirstRouteReads(
  config.then((response) => response.clone().json() as Promise<object>),
  window.location.pathname,
  window.localStorage,
);
// Async boundary: shared modules are negotiated before any of them is used. A visitor's page waits for nothing.
void Promise.all([manifestRequested, readsStarted]).finally(() => import('./bootstrap.tsx'));
