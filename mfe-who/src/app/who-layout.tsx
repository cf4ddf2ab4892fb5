import { useSessionStatus } from '@diva/core';
import { Card, Container, PageSkeleton, Text } from '@diva/ui';
import { Suspense, type ReactNode } from 'react';

/** Every Who page: 375 px friendly container, signed-out message, and a skeleton while a page loads. */
export function WhoLayout({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  return (
    <Container size={1100} px={{ base: 'xs', sm: 'md' }} data-testid="who-page">
      {status === 'signed-out' ? (
        <Card withBorder radius="lg" padding="xl">
          <Text ta="center">Sign in to see your WHO.</Text>
        </Card>
      ) : (
        <Suspense fallback={<PageSkeleton label="Loading" />}>{children}</Suspense>
      )}
    </Container>
  );
}
