import { APP_TEXTS } from '@diva/core/texts';
import { Card, Text, Title } from '@diva/ui';

/** /app/chapters and /app/who-checker are announced but not part of the product yet. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Card withBorder radius="lg" padding="xl" maw={560} mx="auto" mt="xl">
      <Title order={2}>{title}</Title>
      <Text mt="xs" c="dimmed">
        {APP_TEXTS.comingSoon}
      </Text>
    </Card>
  );
}
