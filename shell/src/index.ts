import { startAreaPreload } from './app/early-area.ts';
import { startConfigFetch } from './app/early-config.ts';

startAreaPreload(startConfigFetch(), window.location.pathname, window.localStorage, {
  search: window.location.search,
  session: window.sessionStorage,
  doc: document,
});
// Async boundary: shared modules are negotiated before any of them is used.
void import('./bootstrap.tsx');
