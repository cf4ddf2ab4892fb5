import { Center, Stack, Text, Title, UiProvider } from '@diva/ui';

/** Shown when /config.json cannot be loaded or is invalid: nothing else can start without it. */
export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <UiProvider>
      <Center mih="100vh" p="md">
        <Stack align="center" maw={560} ta="center">
          <Title order={2}>The network could not start</Title>
          <Text c="dimmed">Its runtime configuration could not be loaded. Please try again in a moment.</Text>
          <Text size="sm" c="red" role="alert">
            {message}
          </Text>
        </Stack>
      </Center>
    </UiProvider>
  );
}
