import { Card, Stack, Text, Title } from '@mantine/core';

export interface AreaUnderConstructionProps {
  title: string;
  /** What this area will let members do, in one sentence. */
  purpose: string;
  /** The path the member is on, so it is clear which page was asked for. */
  path?: string;
}

/** The honest page an area shows until its issue is done. */
export function AreaUnderConstruction({ title, purpose, path }: AreaUnderConstructionProps) {
  return (
    <Card withBorder radius="lg" padding="xl" maw={640} mx="auto" mt="xl" data-testid="area-under-construction">
      <Stack gap="sm">
        <Title order={2}>{title} is being built</Title>
        <Text>{purpose}</Text>
        <Text c="dimmed" size="sm">
          This area is a separate module that is still under construction. Everything else in the network keeps working
          {path ? ` (you asked for ${path})` : ''}.
        </Text>
      </Stack>
    </Card>
  );
}
