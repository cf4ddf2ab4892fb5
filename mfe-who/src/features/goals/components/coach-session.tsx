import { LIMITS, aiChatInputSchema, useSessionUser, validationMessage } from '@diva/core';
import { COMMON_TEXTS } from '@diva/core/texts';
import { Badge, Button, Card, Group, Stack, Text, Textarea, Title, showToast } from '@diva/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type ConnectionType, connectionTypeTitle } from '../../../lib/strategies.ts';
import { whoKeys } from '../../../lib/who-keys.ts';
import type { Goal } from '../api/get-goals.ts';
import { type CoachEntry, type GoalSetterAnswer, callGoalSetter } from '../api/goal-setter.ts';
import { fetchGoalChat, saveGoalSession } from '../api/save-goal-session.ts';
import { WHO_TEXTS } from '../../../texts.ts';

type Stage = keyof typeof WHO_TEXTS.goalCoachGreetings;
/** The canned greeting of the goal's stage when the coach cannot start (spec 02 §4 "Goal coach fallbacks"). */
const greetingFor = (status: string | undefined) =>
  WHO_TEXTS.goalCoachGreetings[(status && status in WHO_TEXTS.goalCoachGreetings ? status : 'initial') as Stage];

interface Props {
  connectionType: ConnectionType;
  goal?: Goal;
  onClose: () => void;
}

/** The AI strategy session with ai-goal-setter; Save Session creates the goal and keeps its chat. */
export default function CoachSession({ connectionType, goal, onClose }: Props) {
  const userId = useSessionUser()?.id ?? '';
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<CoachEntry[]>([]);
  const [stored, setStored] = useState(0);
  const [last, setLast] = useState<GoalSetterAnswer | null>(null);
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      setBusy(true);
      try {
        if (goal) {
          const history = await fetchGoalChat(goal.id);
          setMessages(history);
          setStored(history.length);
          if (history.length > 0) return;
        }
        const answer = await callGoalSetter({ action: 'start', stage: goal?.status ?? 'initial', connectionType, currentGoal: goal?.id });
        setLast(answer);
        setMessages((m) => [...m, { role: 'assistant', content: answer.message }]);
      } catch {
        setMessages((m) => [...m, { role: 'assistant', content: greetingFor(goal?.status) }]);
      } finally {
        setBusy(false);
      }
    })();
  }, [goal, connectionType]);

  const send = async () => {
    const parsed = aiChatInputSchema(LIMITS.goalChat).safeParse(draft);
    if (!parsed.success) {
      showToast({ title: COMMON_TEXTS.invalidInputTitle, message: validationMessage(parsed.error) });
      return;
    }
    setDraft('');
    const withMine = [...messages, { role: 'user' as const, content: parsed.data }];
    setMessages(withMine);
    setBusy(true);
    try {
      const answer = await callGoalSetter({
        action: 'chat', stage: goal?.status ?? 'initial', connectionType, message: parsed.data, conversation: messages, currentGoal: goal?.id,
      });
      setLast(answer);
      setMessages([...withMine, { role: 'assistant', content: answer.message }]);
    } catch {
      setMessages([...withMine, { role: 'assistant', content: WHO_TEXTS.goalCoachApology }]);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!messages.some((m) => m.role === 'user')) {
      showToast(WHO_TEXTS.nothingToSave);
      return;
    }
    setBusy(true);
    try {
      await saveGoalSession({ userId, messages, goalData: last?.goalData ?? null, connectionType, targetMemberId: target?.id ?? null, goalId: goal?.id, stored });
      showToast({ title: 'Session saved', tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: whoKeys.all });
      onClose();
    } catch {
      showToast({ title: 'Error', message: goal ? WHO_TEXTS.saveGoalSessionFailed : WHO_TEXTS.createGoalFailed });
    } finally {
      setBusy(false);
    }
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
        <Button onClick={() => void send()} loading={busy}>Send</Button>
        <Button variant="glamour" onClick={() => void save()} disabled={busy}>Save Session</Button>
        <Button variant="ghost" onClick={onClose}>Close</Button>
      </Group>
    </Card>
  );
}
