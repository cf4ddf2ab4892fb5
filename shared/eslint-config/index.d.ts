import type { Linter } from 'eslint';

/**
 * The flat config every workspace uses; `ignores` adds workspace-specific ignore globs; `typeAware: false` leaves
 * out the rules that need type information (for linting text that belongs to no workspace).
 */
export function divaConfig(options?: { ignores?: string[]; typeAware?: boolean }): Linter.Config[];
