/** Spec 02 §9: skills (superpowers, passions and fuel) toward 30 points at 5 items, goals 35 at 3, connections 35 at 5. */
const PARTS = [
  { key: 'skills', points: 30, full: 5 },
  { key: 'goals', points: 35, full: 3 },
  { key: 'connections', points: 35, full: 5 },
] as const;

export interface ProgressInput {
  skills: number;
  goals: number;
  connections: number;
}

const part = (count: number, points: number, full: number) => (Math.min(Math.max(count, 0), full) / full) * points;

/** 0 to 100, rounded. */
export function whoProgress(input: ProgressInput): number {
  return Math.round(PARTS.reduce((sum, p) => sum + part(input[p.key], p.points, p.full), 0));
}

/** What to do next: the first part not yet full, in the order of the journey (`to` is the Who route). */
export function nextStep(input: ProgressInput): { text: string; to: string } | null {
  if (input.skills < 5) return { text: 'Add your superpowers, passions and purpose in Discovery.', to: 'discovery' };
  if (input.goals < 3) return { text: 'Set a networking goal with the AI goal coach.', to: 'goals' };
  if (input.connections < 5) return { text: 'Connect with the members matched to you.', to: 'matches' };
  return null;
}

/** The rounded mean of the scores (spec 02 §9); null without scores. */
export function averageScore(scores: readonly number[]): number | null {
  return scores.length === 0 ? null : Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
}
