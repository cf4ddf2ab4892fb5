// @diva/core/texts: the texts that two or more apps show, and the toast shape. Each app keeps its own words in
// its own `src/texts.ts`, so a copy change in one area rebuilds only that area. This entry is not a shared
// singleton (texts hold no state), so each app's bundle keeps only the objects it imports.
export * from './common.ts';
export * from './validation.ts';
export * from './app.ts';
export * from './auth.ts';
export * from './account.ts';
export * from './connections.ts';
export * from './events.ts';
export * from './portal.ts';
export * from './reports.ts';
export * from './session.ts';
