// Everything beyond the first-paint entry in one import: the overlays, forms and data entries plus layout and display
// components. Convenient, but it is the heaviest entry; prefer @diva/ui/overlays or @diva/ui/forms when they
// have what a page needs. Production remotes take it from the shell (one Mantine build).
export * from './overlays.tsx';
export * from './forms.ts';
export * from './data.tsx';
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
