import { LIMITS, postContentSchema, useSessionUser } from '@diva/core';
import { Button, Card, CharacterCounter, Group, showToast, Stack, Text, Textarea, Title } from '@diva/ui';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useCreatePost } from '../api/create-post.ts';
import { useComposerFocus } from '../hooks/use-composer-focus.ts';
import { growWithTextStyle, useGrowWithText } from '../hooks/use-grow-with-text.ts';
import { loadAutoLabels, useAutoLabels } from '../hooks/use-auto-labels.ts';
import { postFailedDescription } from '../utils/post-failure.ts';
import { TagInput } from './tag-input.tsx';
import { FEED_TEXTS } from '../../../texts.ts';

/** The counter appears from 90 % of the limit on. */
const COUNTER_FROM = Math.floor(LIMITS.post * 0.9);

/**
 * Free text, optional tags and Share. Share is disabled while the text is empty, while sending and when signed
 * out; a second submit while one is on its way is ignored. Text of only spaces gets 'Content Required'.
 */
export function Composer() {
  const user = useSessionUser();
  const [content, setContent] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const createPost = useCreatePost();
  const sending = useRef(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  useComposerFocus(textarea);
  useGrowWithText(textarea, content);

  const labels = useAutoLabels(content, tags);
  const busy = createPost.isPending;

  async function share(event?: FormEvent) {
    event?.preventDefault();
    // A ref, not the mutation state: a double click sends two events before React re-renders.
    if (sending.current) return;
    if (!user) {
      showToast(FEED_TEXTS.postSignedOut);
      return;
    }
    const parsed = postContentSchema.safeParse(content);
    if (!parsed.success) {
      showToast(FEED_TEXTS.contentRequired);
      return;
    }
    sending.current = true;
    try {
      const { autoLabels } = await loadAutoLabels();
      await createPost.mutateAsync({ content: parsed.data, tags: [...tags, ...autoLabels(parsed.data, tags)] });
      setContent('');
      setTags([]);
      showToast(FEED_TEXTS.postShared);
    } catch (error) {
      showToast({ title: FEED_TEXTS.postFailedTitle, message: postFailedDescription(error) });
    } finally {
      sending.current = false;
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void share(event);
  };

  return (
    <Card withBorder radius="lg" padding="lg" id="composer" component="section" aria-labelledby="composer-title" data-testid="composer">
      <form onSubmit={share}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="composer-title">
            Share with the network
          </Title>
          <Textarea
            ref={textarea}
            aria-label="Post content"
            aria-describedby={counterId}
            placeholder={user ? 'Share a win, an idea or a question...' : 'Sign in to share with the network'}
            rows={3}
            styles={{ input: growWithTextStyle }}
            maxLength={LIMITS.post}
            value={content}
            disabled={!user}
            onChange={(event) => setContent(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            data-testid="composer-input"
          />
          <TagInput tags={tags} onChange={setTags} disabled={!user || busy} />
          {labels.length > 0 ? (
            <Text size="xs" c="dimmed" data-testid="auto-labels">
              Auto labels: {labels.join(', ')}
            </Text>
          ) : null}
          <Group justify="space-between" wrap="nowrap">
            <CharacterCounter id={counterId} length={content.length} limit={LIMITS.post} showFrom={COUNTER_FROM} />
            <Button type="submit" variant="glamour" ml="auto" disabled={content.length === 0 || busy || !user} loading={busy}>
              Share
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
