// Production remotes do not bundle the UI kit (one Mantine build for the page): the shell must provide every
// entry of it, including those the shell itself never imports. Referencing them here puts each in the
// shell's build as a lazily loaded shared module; nothing is downloaded until a remote asks for one.
export const HOST_PROVIDED_UI = {
  '@diva/ui/overlays': () => import('@diva/ui/overlays'),
  '@diva/ui/forms': () => import('@diva/ui/forms'),
  '@diva/ui/extended': () => import('@diva/ui/extended'),
  '@diva/ui/data': () => import('@diva/ui/data'),
} as const;
