import { formatDate } from '@diva/core';

/** A list row's time: 'h:mm a' today, otherwise 'MMM d' (spec 01 §9). */
export function listTime(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  return date.toDateString() === now.toDateString() ? formatDate(date, 'messageTime') : formatDate(date, 'messageDate');
}

/** The day a message belongs to, for the 'MMM d' separators in a thread. */
export const dayKey = (value: string): string => new Date(value).toDateString();

/** A message's own time in the thread: 'h:mm a' (spec 01 §9). */
export const messageTime = (value: string): string => formatDate(value, 'messageTime');
