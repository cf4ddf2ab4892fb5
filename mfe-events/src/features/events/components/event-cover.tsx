import { Box } from '@diva/ui';

/**
 * An event's cover as a banner in the proportions covers are made in (3:1, as the seed's 1200×400): the whole
 * picture at every width, where a fixed height cut the sides off a phone's narrow banner (and the title drawn on it).
 */
export function EventCover({ src }: { src: string }) {
  return <Box component="img" src={src} alt="" w="100%" style={{ aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: 16, display: 'block' }} />;
}
