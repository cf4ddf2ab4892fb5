import { Card, Stack, Text, Title } from '@diva/ui';
import type { ReactNode } from 'react';

/** One card of the account page: a heading, what it does in a sentence, and its controls. */
export function AccountSection({ title, intro, children, id }: { title: string; intro?: ReactNode; children: ReactNode; id: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {intro ? <Text size="sm">{intro}</Text> : null}
        {children}
      </Stack>
    </Card>
  );
}

/** A failure beside the control that caused it: the section's title for it, then Auth's own words. */
export function SectionError({ title, message }: { title: string; message: string }) {
  return (
    <Text c="red.8" size="sm" role="alert">
      {title}: {message}
    </Text>
  );
}
