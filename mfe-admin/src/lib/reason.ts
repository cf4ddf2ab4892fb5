/** The audit log's reason rule (the database's CHECK: 3 to 500 characters, not blank). */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

export const isValidReason = (reason: string): boolean => {
  const trimmed = reason.trim();
  return trimmed.length >= REASON_MIN && trimmed.length <= REASON_MAX;
};

/** The failure text shown in the dialog: the spec's "Failed to …" and, when there is one, the server's why. */
export function failureText(failure: string, error: unknown): string {
  const status = (error as { status?: number })?.status;
  const code = (error as { code?: string })?.code;
  if (code === '23505' || status === 409) return `${failure}: the chapter already has an approved president, or there is already an approved moderator.`;
  if (code === 'P0002' || status === 404) return `${failure}: it no longer exists.`;
  if (status === 0) return `${failure}: check your connection and try again.`;
  return `${failure}. Please try again.`;
}

/** The session is over (expired or no longer an admin): the portal goes back to the login. */
export function isSessionRefusal(error: unknown): boolean {
  const status = (error as { status?: number })?.status;
  const code = (error as { code?: string })?.code;
  return status === 401 || code === '42501' || code === 'PGRST301' || code === 'PGRST303';
}
