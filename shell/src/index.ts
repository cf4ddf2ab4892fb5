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
/** The longest the shell's own code waits for those requests: a slow manifest host must not hold the page. */
const HEAD_START_MS = 400;
const headStart = Promise.race([Promise.all([manifestRequested, readsStarted]), new Promise((resolve) => setTimeout(resolve, HEAD_START_MS))]);
// Async boundary: shared modules are negotiated before any of them is used. A visitor's page waits for nothing.
void headStart.finally(() => import('./bootstrap.tsx'));
