import type { Linter } from 'eslint';

/** The flat config every workspace uses; `ignores` adds workspace-specific ignore globs. */
export function divaConfig(options?: { ignores?: string[] }): Linter.Config[];
