// @diva/ui/icons: the one icon set. Icons hold no state and use no Mantine, so this entry is not a shared
// singleton: each app's bundle keeps only the icons it imports.
export { Icon } from './icon.tsx';
export type { IconProps } from './icon.tsx';
export * from './navigation-icons.tsx';
export * from './action-icons.tsx';
