import { isNetworkFailure, messageContentSchema } from '@diva/core';
import { COMMON_TEXTS, type ToastText } from '@diva/core/texts';
import { MESSAGING_TEXTS } from '../../../texts.ts';

/** The 'Invalid Input' toast for a message that may not be sent, or null when it may (spec 01 §5). */
export function messageProblem(text: string): ToastText | null {
  const parsed = messageContentSchema.safeParse(text);
  if (parsed.success) return null;
  return { title: COMMON_TEXTS.invalidInputTitle, message: parsed.error.issues[0]?.message ?? '' };
}

/** Why a send failed, in words: the block refusal (42501 from the database's block rule) or the spec's text. */
export function sendFailureText(error: unknown): string {
  if (!isNetworkFailure(error) && (error as { code?: string } | null)?.code === '42501') return MESSAGING_TEXTS.blockedByMember;
  return COMMON_TEXTS.sendMessageFailed;
}
