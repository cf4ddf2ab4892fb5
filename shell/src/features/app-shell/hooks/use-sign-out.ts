import { paths } from '@diva/contracts';
import { SESSION_TEXTS, errorToast } from '@diva/core/texts';
import { showToast } from '@diva/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@diva/router';
import { signOut } from '../api/sign-out.ts';

/** Signs out (401/403/404 count as success), says 'Signed Out' and goes to the landing page. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const result = await signOut();
    if (!result.ok) {
      showToast(errorToast(result.message ?? SESSION_TEXTS.signOutFailed));
      return;
    }
    queryClient.clear();
    showToast(SESSION_TEXTS.signedOut);
    void navigate(paths.home(), { replace: true });
  };
}
