import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

type DateInput = string | number | Date;

/** Spec formats (given in date-fns notation there): 'MMM dd, yyyy', 'h:mm a', 'MMM d', 'MMM dd, yyyy HH:mm'. */
export const DATE_FORMATS = {
  achievement: 'MMM DD, YYYY',
  messageTime: 'h:mm A',
  messageDate: 'MMM D',
  rsvp: 'MMM DD, YYYY HH:mm',
  eventLong: 'dddd, MMMM D, YYYY',
  eventTime: 'h:mm A',
} as const;

export const formatDate = (value: DateInput, format: keyof typeof DATE_FORMATS): string =>
  dayjs(value).format(DATE_FORMATS[format]);

/** Any dayjs format string ('MMM D', 'h:mm A'); prefer DATE_FORMATS' names for the spec's formats. */
export const formatPattern = (value: DateInput, pattern: string): string => dayjs(value).format(pattern);

/** "5 minutes ago", "a day ago" (notifications and conversation rows). */
export const formatRelative = (value: DateInput, now: DateInput = Date.now()): string => dayjs(value).from(dayjs(now));

/** Feed post age: 'just now' under an hour, then hours up to 23h, then days. */
export function formatPostAge(value: DateInput, now: DateInput = Date.now()): string {
  const hours = Math.floor(dayjs(now).diff(dayjs(value), 'hour'));
  if (hours < 1) return 'just now';
  if (hours < 24) return `${hours}h`;
  return `${Math.floor(hours / 24)}d`;
}
