import { Button, Group, TagList, TextInput } from '@diva/ui';
import { type KeyboardEvent, useState } from 'react';
import { checkNewTag } from '../utils/tags.ts';

/** Optional tags: typed, added with Enter or Add (trimmed, non-empty, no duplicates), removable. */
export function TagInput({ tags, onChange, disabled }: { tags: string[]; onChange: (tags: string[]) => void; disabled?: boolean }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const check = checkNewTag(draft, tags);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    onChange([...tags, check.tag]);
    setDraft('');
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the tag; it must not submit the post.
    event.preventDefault();
    add();
  };

  return (
    <div>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          size="sm"
          aria-label="Add a tag"
          placeholder="Add a tag (optional)"
          value={draft}
          error={error}
          disabled={disabled}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          data-testid="tag-input"
        />
        <Button variant="outline" size="default" onClick={add} disabled={disabled} type="button">
          Add
        </Button>
      </Group>
      {tags.length > 0 ? (
        <Group mt="xs" data-testid="composer-tags">
          <TagList tags={tags} onRemove={disabled ? undefined : (tag) => onChange(tags.filter((other) => other !== tag))} />
        </Group>
      ) : null}
    </div>
  );
}
