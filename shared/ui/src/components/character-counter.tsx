import { Text } from '@mantine/core';

/**
 * "n / limit", shown always or only from `showFrom` characters on (near the limit). It turns red at the limit
 * and is announced politely to screen readers.
 */
export function CharacterCounter({ length, limit, showFrom = 0, id }: { length: number; limit: number; showFrom?: number; id?: string }) {
  if (length < showFrom) return null;
  const format = (value: number) => value.toLocaleString('en-US');
  return (
    <Text id={id} size="xs" c={length >= limit ? 'red' : 'dimmed'} aria-live="polite" data-testid="character-counter">
      {format(length)} / {format(limit)}
    </Text>
  );
}
