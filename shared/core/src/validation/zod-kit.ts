// The zod/mini validators the apps use, re-exported as `z` from @diva/core. @diva/core is one shared module at
// runtime, so every remote validates with the shell's copy of zod's engine instead of bundling its own (about
// 9 KiB gzip in each first paint). Shared modules are not tree-shaken: only what is listed here is shipped,
// which is why this is a list and not `export * from 'zod/mini'` (all of zod/mini is about 85 KiB gzip).
// Add a validator here when an app needs one; lint keeps apps from importing zod directly.
export {
  array,
  boolean,
  custom,
  enum,
  gte,
  guid,
  int,
  iso,
  literal,
  lte,
  maximum,
  maxLength,
  minimum,
  minLength,
  nonnegative,
  nullable,
  number,
  object,
  optional,
  overwrite,
  partialRecord,
  pipe,
  refine,
  regex,
  string,
  transform,
  trim,
  union,
  url,
} from 'zod/mini';
export type { infer, input } from 'zod/mini';
