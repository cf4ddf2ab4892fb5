import { LIMITS, aiChatInputSchema, validationMessage } from '@diva/core';
import { COMMON_TEXTS, errorToast } from '@diva/core/texts';
import { Badge, Button, Card, Group, Stack, Text, Textarea, Title, showToast } from '@diva/ui';
import { useState } from 'react';
import { WHO_TEXTS } from '../../../texts.ts';
import type { Goal } from '../api/get-goals.ts';
import { useSaveGoalSession } from '../api/save-goal-session.ts';
import { useCoachChat } from '../hooks/use-coach-chat.ts';
import { type ConnectionType, connectionTypeTitle } from '../utils/strategies.ts';

interface Props {
  connectionType: ConnectionType;
  goal?: Goal;
  onClose: () => void;
}

/** The AI strategy session with ai-goal-setter; Save Session creates the goal and keeps its chat. */
export default function CoachSession({ connectionType, goal, onClose }: Props) {
  const chat = useCoachChat(connectionType, goal);
  const save = useSaveGoalSession();
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const [draft, setDraft] = useState('');
  const busy = chat.busy || save.isPending;
  const { messages, last } = chat;

  const send = () => {
    if (busy) return;
    const parsed = aiChatInputSchema(LIMITS.goalChat).safeParse(draft);
    if (!parsed.success) {
      showToast({ title: COMMON_TEXTS.invalidInputTitle, message: validationMessage(parsed.error) });
      return;
    }
    setDraft('');
    void chat.send(parsed.data);
  };

  const saveSession = () => {
    if (busy) return;
    if (!messages.some((m) => m.role === 'user')) {
      showToast(WHO_TEXTS.nothingToSave);
      return;
    }
    const session = { messages, goalData: last?.goalData ?? null, connectionType, targetMemberId: target?.id ?? null, goalId: goal?.id, stored: chat.stored };
    save.mutate(session, {
      onSuccess: () => {
        showToast(WHO_TEXTS.sessionSaved);
        onClose();
      },
      onError: () => showToast(errorToast(goal ? WHO_TEXTS.saveGoalSessionFailed : WHO_TEXTS.createGoalFailed)),
    });
  };

  return (
    <Card withBorder radius="lg" data-testid="who-coach">
      <Group justify="space-between">
        <Title order={2} size="h4">AI strategy session: {connectionTypeTitle(connectionType)}{goal ? ` · ${goal.title}` : ''}</Title>
        {last ? <Badge variant="light" data-testid="who-coach-source">{last.source === 'model' ? 'AI model' : 'Built-in coach (offline)'}</Badge> : null}
      </Group>
      <Stack gap="xs" my="sm" aria-live="polite" data-testid="who-coach-messages">
        {messages.map((m, i) => (
          <Text key={i} size="sm" c={m.role === 'user' ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
            <b>{m.role === 'user' ? 'You' : 'Coach'}:</b> {m.content}
          </Text>
        ))}
      </Stack>
      {last?.isConnectionSuggestion && last.connections.length > 0 ? (
        <Stack gap={4} mb="sm">
          <Text size="sm" fw={600}>Members who could help (pick one to make this goal about her):</Text>
          {last.connections.map((c) => (
            <Button key={c.userId} size="sm" variant={target?.id === c.userId ? 'primary' : 'outline'} onClick={() => setTarget({ id: c.userId, name: c.name })}>
              {c.name}: {c.reason}
            </Button>
          ))}
        </Stack>
      ) : null}
      <Textarea label="Your message" value={draft} onChange={(e) => setDraft(e.currentTarget.value)} autosize minRows={2} />
      <Group gap="xs" mt="xs">
        <Button onClick={send} loading={busy}>Send</Button>
        <Button variant="glamour" onClick={saveSession} disabled={busy}>Save Session</Button>
        <Button variant="ghost" onClick={onClose}>Close</Button>
      </Group>
    </Card>
  );
}
