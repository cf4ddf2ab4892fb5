import { paths } from '@diva/contracts';
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
      showToast({ title: 'Error', message: result.message ?? 'Failed to sign out' });
      return;
    }
    queryClient.clear();
    showToast({ title: 'Signed Out', message: 'You have been signed out.', tone: 'success' });
    navigate(paths.home(), { replace: true });
  };
}
