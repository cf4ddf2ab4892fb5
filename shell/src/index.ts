import { startConfigFetch } from './app/early-config.ts';

startConfigFetch();
// Async boundary: shared modules are negotiated before any of them is used.
void import('./bootstrap.tsx');
