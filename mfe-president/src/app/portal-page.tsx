import { paths, useContentReadyMark } from '@diva/contracts';
import { Card, Container, Stack, Text, Title } from '@diva/ui';
import { useNavigate } from '@diva/router';
import { useQueryClient } from '@tanstack/react-query';
import { LightTabs } from '../components/light-tabs.tsx';
import { ApplyForm } from '../features/apply/components/apply-form.tsx';
import { LoginForm } from '../features/session/components/login-form.tsx';
import { presidentKeys } from '../lib/query-keys.ts';
import { PRESIDENT_TEXTS } from '../texts.ts';

/** /president: Login and Apply (spec 02 §2). */
export function PortalPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The portal's sign-in and application forms need no data: they are the content as soon as they render.
  useContentReadyMark('president', true);
  const tabs = [
    {
      value: 'login',
      label: PRESIDENT_TEXTS.tabLogin,
      panel: (
        <LoginForm
          onSignedIn={() => {
            void queryClient.invalidateQueries({ queryKey: presidentKeys.all });
            void navigate(paths.presidentDashboard(), { replace: true });
          }}
        />
      ),
    },
    {
      value: 'apply',
      label: PRESIDENT_TEXTS.tabApply,
      panel: <ApplyForm onApplied={() => void queryClient.invalidateQueries({ queryKey: presidentKeys.all })} />,
    },
  ];
  return (
    <Container size="xs" py="xl" px="sm" data-testid="president-portal">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {PRESIDENT_TEXTS.portalTitle}
            </Title>
            <Text c="dimmed" size="sm">
              {PRESIDENT_TEXTS.portalSubtitle}
            </Text>
          </div>
          <LightTabs tabs={tabs} label={PRESIDENT_TEXTS.portalTitle} />
        </Stack>
      </Card>
    </Container>
  );
}
