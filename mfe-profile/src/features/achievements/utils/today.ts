/** Today as YYYY-MM-DD in the member's own time zone (the form's default date). */
export const todayLocal = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
