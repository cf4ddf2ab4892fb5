import { GOAL_STAGES } from '@diva/core';

export type GoalStatus = (typeof GOAL_STAGES)[number]['status'];

/** A goal's stage (label and progress); an unknown status reads as the first stage. */
export const stageOf = (status: string) => GOAL_STAGES.find((s) => s.status === status) ?? GOAL_STAGES[0];

/** The stage after this one; none after goal_completed. */
export function nextStage(status: string): (typeof GOAL_STAGES)[number] | null {
  const index = GOAL_STAGES.findIndex((s) => s.status === status);
  return index >= 0 && index < GOAL_STAGES.length - 1 ? GOAL_STAGES[index + 1]! : null;
}
