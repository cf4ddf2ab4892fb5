// @diva/core/texts: every toast and message text of the two spec documents, one module per area. This entry
// is not a shared singleton (texts hold no state), so each app's bundle keeps only the objects it imports.
export * from './common.ts';
export * from './validation.ts';
export * from './app.ts';
export * from './auth.ts';
export * from './account.ts';
export * from './connections.ts';
export * from './feed.ts';
export * from './profile.ts';
export * from './messaging.ts';
export * from './who.ts';
export * from './coach.ts';
export * from './events.ts';
export * from './admin.ts';
export * from './president.ts';
export * from './search.ts';
