import { Badge, CloseButton, Group, tagColor } from '@diva/ui';

/**
 * The list's coloured tags (eight cycling variants, as @diva/ui's TagList) with a remove control per tag whose
 * touch target is 40×40 px: the small close mark sits inside a larger transparent button.
 */
export function SkillTags({ tags, onRemove }: { tags: readonly string[]; onRemove?: (tag: string) => void }) {
  return (
    <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {tags.map((tag, index) => (
        <li key={tag} style={{ display: 'flex', alignItems: 'center', minWidth: 0, maxWidth: '100%' }}>
          <Badge
            color={tagColor(index)}
            variant="light"
            size="lg"
            data-color={tagColor(index)}
            style={{ overflow: 'visible', maxWidth: '100%' }}
            rightSection={
              onRemove ? (
                <CloseButton
                  size={40}
                  iconSize={14}
                  radius="xl"
                  variant="transparent"
                  aria-label={`Remove ${tag}`}
                  onClick={() => onRemove(tag)}
                  style={{ margin: '-8px -14px -8px -10px', color: 'inherit' }}
                />
              ) : undefined
            }
          >
            {tag}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
