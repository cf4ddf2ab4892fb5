import { useContentReadyMark } from '@diva/contracts';
import { Center, Container } from '@diva/ui';
import { Navigate, useNavigate } from '@diva/router';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminSession } from '../features/session/api/get-admin-session.ts';
import { LoginForm } from '../features/session/components/login-form.tsx';
import { adminKeys } from '../lib/query-keys.ts';

/** /admin/login: an admin whose session still holds goes straight on to the dashboard. */
export function LoginPage({ dashboardPath }: { dashboardPath: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  // The sign-in form, once the portal knows there is no admin session to resume: the first route's content.
  useContentReadyMark('admin', !session.isPending);
  if (session.data && session.data.getTime() > Date.now()) return <Navigate to={dashboardPath} replace />;
  return (
    <Container size="sm" py="xl" px="md" data-testid="admin-login-page">
      <Center mih="70vh">
        <LoginForm
          onSignedIn={() => {
            void queryClient.invalidateQueries({ queryKey: adminKeys.session });
            void navigate(dashboardPath, { replace: true });
          }}
        />
      </Center>
    </Container>
  );
}
