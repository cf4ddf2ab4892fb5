import type { Rule } from 'eslint';

/** `{ container, prefixes }` of every area in `shared/contracts/src/areas.ts`. */
export function readAreaPrefixes(source?: string): { container: string; prefixes: string[] }[];

declare const rule: Rule.RuleModule;
export default rule;
