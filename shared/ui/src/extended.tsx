// Everything beyond the first-paint entry in one import: the overlays and form entries plus layout and display
// components. Convenient, but it is the heaviest entry; prefer @diva/ui/overlays or @diva/ui/forms when they
// have what a page needs. Production remotes take it from the shell (one Mantine build).
export * from './overlays.tsx';
export * from './forms.ts';
export {
  Alert,
  Burger,
  Code,
  Divider,
  Flex,
  Grid,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Tabs,
  VisuallyHidden,
} from '@mantine/core';
