/**
 * Auth's answer to an e-mail link that no longer works arrives in the address's fragment:
 * `#error=access_denied&error_code=otp_expired&error_description=...` (an expired or already used link).
 */
export type LinkProblem = 'expired' | 'failed';

export function readLinkError(hash: string): LinkProblem | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('error_code');
  if (!code && !params.get('error')) return null;
  return code === 'otp_expired' ? 'expired' : 'failed';
}

/** Takes the error off the address, so a reload or a shared link does not say it again. */
export function clearLinkError(): void {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
}
