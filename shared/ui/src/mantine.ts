// The curated part of Mantine that a first paint needs. Apps import these from @diva/ui (a shared singleton),
// so one Mantine copy serves every remote and only what is listed here is bundled. Heavier, interactive
// components live in @diva/ui/extended, which loads only when an app uses one. Add to the lists when an area
// needs another component; every entry here costs every page.
export {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Box,
  Card,
  Center,
  CloseButton,
  Container,
  Group,
  Indicator,
  NavLink,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
export type { MantineSize } from '@mantine/core';
export { useMediaQuery, useDebouncedCallback } from '@mantine/hooks';
// The member's light/dark choice (kept per browser by Mantine's local-storage manager; 'auto' follows the system).
export { useMantineColorScheme } from '@mantine/core';
export type { MantineColorScheme } from '@mantine/core';
