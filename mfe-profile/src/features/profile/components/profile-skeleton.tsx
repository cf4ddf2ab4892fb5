import { Card, Group, Skeleton, Stack, Text } from '@diva/ui';

/** The profile's shape while it loads. */
export function ProfileSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="profile-skeleton">
      <Text size="sm" c="dimmed" role="status">
        Loading profile...
      </Text>
      <Card withBorder radius="lg" padding="lg">
        <Group gap="md" wrap="nowrap">
          <Skeleton height={96} circle />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={20} width="50%" />
            <Skeleton height={12} width="35%" />
            <Skeleton height={12} width="25%" />
          </Stack>
        </Group>
        <Skeleton height={12} mt="md" />
        <Skeleton height={12} mt={8} width="80%" />
      </Card>
      {[0, 1, 2].map((index) => (
        <Card key={index} withBorder radius="lg" padding="lg">
          <Skeleton height={16} width="30%" />
          <Group gap="xs" mt="md">
            <Skeleton height={26} width={90} radius="xl" />
            <Skeleton height={26} width={120} radius="xl" />
            <Skeleton height={26} width={70} radius="xl" />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
