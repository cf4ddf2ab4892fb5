import { Anchor, Card, Text, Title } from '@diva/ui';
import { EVENTS_AREA_TEXTS } from '../../../texts.ts';

/** A search for the chapter's place in OpenStreetMap, opened in a new tab (no map tiles or keys on our pages). */
export function mapSearchUrl(location: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(location)}`;
}

/** The chapter's real place as a plain address block, with a link to open it in a map service. */
export function ChapterLocation({ name, location }: { name: string; location: string }) {
  return (
    <Card withBorder radius="lg" data-testid="chapter-location">
      <Title order={2} size="h4">
        {EVENTS_AREA_TEXTS.chapterLocation}
      </Title>
      <Text component="address" size="sm" mt={4} style={{ fontStyle: 'normal' }}>
        {name}
        <br />
        {location}
      </Text>
      <Anchor href={mapSearchUrl(location)} target="_blank" rel="noopener noreferrer" size="sm" mt="xs" display="inline-block">
        {EVENTS_AREA_TEXTS.openInMap}
      </Anchor>
    </Card>
  );
}
