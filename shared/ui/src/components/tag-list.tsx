import { Badge, CloseButton, Group } from '@mantine/core';

/** The eight colour variants tags cycle through. */
export const TAG_COLORS = ['glamour', 'grape', 'violet', 'indigo', 'blue', 'teal', 'orange', 'yellow'] as const;

export const tagColor = (index: number): (typeof TAG_COLORS)[number] => TAG_COLORS[index % TAG_COLORS.length]!;

export interface TagListProps {
  tags: readonly string[];
  /** When given, each tag gets a remove control labelled "Remove <tag>". */
  onRemove?: (tag: string) => void;
  emptyText?: string;
}

export function TagList({ tags, onRemove, emptyText }: TagListProps) {
  if (tags.length === 0) return emptyText ? <span>{emptyText}</span> : null;
  return (
    <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {tags.map((tag, index) => (
        <li key={tag}>
          <Badge
            color={tagColor(index)}
            variant="light"
            size="lg"
            data-color={tagColor(index)}
            rightSection={
              onRemove ? <CloseButton size="xs" aria-label={`Remove ${tag}`} onClick={() => onRemove(tag)} /> : undefined
            }
          >
            {tag}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
