// The structured parts of the answers, validated with zod before they leave the function: the offline
// engine's answers are checked like a model's, and a model's that fail are replaced by the offline engine's.
import { z } from 'zod';
import { CRITERIA } from './offline/coach-rubric.ts';
import { hasMarkup } from './input-rules.ts';

/** Text the UI renders as text: bounded, no markup. */
const text = (max: number) => z.string().trim().min(1).max(max).refine((s) => !hasMarkup(s), 'markup is not allowed');

export const suggestionsSchema = z
  .array(z.object({ text: text(200), reason: text(300) }))
  .max(10);

export const goalDataSchema = z.object({
  title: text(200),
  description: text(1000),
  target_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((d) => !Number.isNaN(Date.parse(d)), 'not a date'),
  category: text(50),
});

export const connectionsSchema = z
  .array(z.object({ userId: z.string().uuid(), name: text(100), role: z.string().max(100).nullable(), reason: text(500) }))
  .max(5);

export const connectionMessageSchema = text(500);

export const scorecardSchema = z.object({
  overall: z.number().int().min(0).max(100),
  criteria: z
    .array(z.object({ id: z.enum(CRITERIA.map((c) => c.id) as [string, ...string[]]), label: text(100), score: z.number().int().min(1).max(5), evidence: text(400), tip: text(300) }))
    .length(CRITERIA.length)
    .refine((list) => new Set(list.map((c) => c.id)).size === CRITERIA.length, 'each criterion once'),
  summary: text(600),
});

/** What a model must return for the structured parts (parsed from its JSON answer). */
export const modelDiscoverySchema = z.object({ message: text(2000), suggestions: suggestionsSchema });
export const modelGoalSchema = z.object({
  message: text(3000),
  goalData: goalDataSchema.nullable().optional(),
});
export const modelScorecardSchema = z.object({
  criteria: z.array(z.object({ id: z.string(), score: z.number().int().min(1).max(5), evidence: text(400), tip: text(300) })).length(CRITERIA.length),
  summary: text(600),
});
