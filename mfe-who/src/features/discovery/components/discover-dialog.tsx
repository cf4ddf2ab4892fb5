import { aiChatInputSchema, validationMessage } from '@diva/core';
import { COMMON_TEXTS, errorToast } from '@diva/core/texts';
import { Badge, Button, Group, Stack, Text, Textarea, showToast } from '@diva/ui';
import { Modal } from '@diva/ui/overlays';
import { useEffect, useRef, useState } from 'react';
import { WHO_TEXTS } from '../../../texts.ts';
import { type ChatEntry, type DiscoveryAnswer, useDiscoveryChat } from '../api/discovery-chat.ts';
import { SKILL_CATEGORIES, type SkillCategory } from '../utils/skill-categories.ts';

interface Props {
  category: SkillCategory;
  existing: readonly string[];
  onAdd: (value: string) => void;
  onClose: () => void;
}

/** "Discover with AI": ai-discovery-chat start, chat and refresh; a suggestion is added with one click. */
export default function DiscoverDialog({ category, existing, onAdd, onClose }: Props) {
  const [history, setHistory] = useState<ChatEntry[]>([]);
  const [answer, setAnswer] = useState<DiscoveryAnswer | null>(null);
  const [seen, setSeen] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const chat = useDiscoveryChat();
  const busy = chat.isPending;
  const started = useRef(false);

  const run = async (action: 'start' | 'chat' | 'refresh', message?: string) => {
    try {
      // What is on screen goes first, so a refresh never brings it back even when the list is long.
      const onScreen = answer?.suggestions.map((x) => x.text) ?? [];
      const previousSuggestions = [...new Set([...onScreen, ...seen])];
      const next = await chat.mutateAsync({ category, action, message, conversationHistory: history, previousSuggestions });
      setAnswer(next);
      setSeen((s) => [...new Set([...s, ...next.suggestions.map((x) => x.text)])]);
      setHistory((h) => [...h, ...(message ? [{ role: 'user' as const, content: message }] : []), { role: 'assistant', content: next.message }]);
    } catch {
      const text = action === 'start' ? WHO_TEXTS.startAiConversationFailed : action === 'chat' ? COMMON_TEXTS.sendMessageFailed : WHO_TEXTS.refreshSuggestionsFailed;
      showToast(errorToast(text));
    }
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run('start');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = () => {
    if (busy) return;
    const parsed = aiChatInputSchema().safeParse(draft);
    if (!parsed.success) {
      showToast({ title: COMMON_TEXTS.invalidInputTitle, message: validationMessage(parsed.error) });
      return;
    }
    setDraft('');
    void run('chat', parsed.data);
  };

  const label = SKILL_CATEGORIES[category].label;
  return (
    <Modal opened onClose={onClose} title={`Discover your ${label.toLowerCase()} with AI`} size="lg">
      <Stack gap="sm" data-testid="who-ai-dialog">
        {answer ? (
          <>
            <Group gap="xs">
              <Badge variant="light" data-testid="who-ai-source">{answer.source === 'model' ? 'AI model' : 'Built-in coach (offline)'}</Badge>
            </Group>
            <Text size="sm">{answer.message}</Text>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0 }}>
              {answer.suggestions.map((s) => {
                const added = existing.some((e) => e.toLowerCase() === s.text.toLowerCase());
                return (
                  <li key={s.text}>
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Button size="sm" variant="outline" disabled={added} onClick={() => onAdd(s.text)} aria-label={`Add ${s.text}`}>
                        {added ? 'Added' : `+ ${s.text}`}
                      </Button>
                      <Text size="xs" c="dimmed">{s.reason}</Text>
                    </Group>
                  </li>
                );
              })}
            </Stack>
          </>
        ) : (
          <Text size="sm">{busy ? 'Starting your discovery…' : WHO_TEXTS.startAiConversationFailed}</Text>
        )}
        <Textarea label="Tell the coach about yourself" value={draft} onChange={(e) => setDraft(e.currentTarget.value)} autosize minRows={2} />
        <Group gap="xs">
          <Button onClick={send} loading={busy}>Send</Button>
          <Button variant="outline" onClick={() => void run(answer ? 'refresh' : 'start')} disabled={busy}>
            {answer ? 'Refresh suggestions' : 'Try again'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
