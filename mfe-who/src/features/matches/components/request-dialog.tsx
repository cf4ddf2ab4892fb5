import { LIMITS, useSessionUser } from '@diva/core';
import { Badge, Button, CharacterCounter, Group, Stack, Textarea, showToast } from '@diva/ui';
import { Modal } from '@diva/ui/overlays';
import { useState } from 'react';
import type { Match } from '../api/get-matches.ts';
import { useSendRequest } from '../api/send-request.ts';
import { writeRequestMessage } from '../api/write-request-message.ts';
import { linkGoal, useOpenGoals } from '../api/link-goal.ts';
import { WHO_TEXTS } from '../../../texts.ts';

/** A request with an optional message (at most 500, with a counter) and "Write it for me". */
export default function RequestDialog({ match, onClose }: { match: Match; onClose: () => void }) {
  const userId = useSessionUser()?.id ?? '';
  const send = useSendRequest();
  const [message, setMessage] = useState('');
  const [writing, setWriting] = useState(false);
  const [source, setSource] = useState<'model' | 'offline' | null>(null);
  const goals = useOpenGoals();
  const [goalId, setGoalId] = useState('');

  const submit = async () => {
    try {
      // The goal names her first, so the request's trigger moves it to outreach_initiated.
      if (goalId) await linkGoal(goalId, match.user_id);
    } catch {
      showToast({ title: 'Error', message: WHO_TEXTS.updateGoalFailed });
      return;
    }
    send.mutate({ requesterId: userId, requestedId: match.user_id, message }, { onSuccess: onClose });
  };

  const write = async () => {
    setWriting(true);
    try {
      const answer = await writeRequestMessage(match.user_id, match.display_name);
      setMessage(answer.message.slice(0, LIMITS.connectionMessage));
      setSource(answer.source);
    } catch {
      showToast(WHO_TEXTS.aiAssistantError);
    } finally {
      setWriting(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Connect with ${match.display_name}`}>
      <Stack gap="xs">
        <Textarea
          label="Message (optional)"
          value={message}
          maxLength={LIMITS.connectionMessage}
          onChange={(e) => setMessage(e.currentTarget.value)}
          autosize
          minRows={3}
        />
        <Group justify="space-between">
          <CharacterCounter length={message.length} limit={LIMITS.connectionMessage} />
          {source ? <Badge variant="light" data-testid="who-assistant-source">{source === 'model' ? 'Written by the AI model' : 'Written by the built-in coach (offline)'}</Badge> : null}
        </Group>
        {goals.data && goals.data.length > 0 ? (
          <label style={{ display: 'grid', gap: 4, fontSize: 14 }}>
            For one of your goals (optional)
            <select value={goalId} onChange={(e) => setGoalId(e.currentTarget.value)} style={{ minHeight: 40 }}>
              <option value="">No goal</option>
              {goals.data.map((g) => <option key={g.id} value={g.id}>{g.title}</option>)}
            </select>
          </label>
        ) : null}
        <Group gap="xs">
          <Button variant="outline" loading={writing} onClick={() => void write()}>Write it for me</Button>
          <Button
            loading={send.isPending}
            onClick={() => void submit()}
          >
            Send request
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
