import { LIMITS } from '@diva/core';

/** Trimmed; empty ignored (null); at most 200. */
export function cleanSkill(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return trimmed.length > LIMITS.skill ? trimmed.slice(0, LIMITS.skill) : trimmed;
}
