import { LIMITS } from '@diva/core';
import { CONNECTION_TEXTS, errorToast } from '@diva/core/texts';
import { Badge, Button, CharacterCounter, Group, Stack, Textarea, showToast } from '@diva/ui';
import { Modal } from '@diva/ui/overlays';
import { useRef, useState } from 'react';
import { WHO_TEXTS } from '../../../texts.ts';
import type { Match } from '../api/get-matches.ts';
import { useOpenGoals } from '../api/get-open-goals.ts';
import { useLinkGoal } from '../api/link-goal.ts';
import { useSendRequest } from '../api/send-request.ts';
import { useWriteRequestMessage } from '../api/write-request-message.ts';

/** A request with an optional message (at most 500, with a counter), "Write it for me" and the goal it is for. */
export default function RequestDialog({ match, onClose }: { match: Match; onClose: () => void }) {
  const send = useSendRequest();
  const link = useLinkGoal();
  const assistant = useWriteRequestMessage();
  const goals = useOpenGoals();
  const [message, setMessage] = useState('');
  const [source, setSource] = useState<'model' | 'offline' | null>(null);
  const [goalId, setGoalId] = useState('');
  const sending = useRef(false);

  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      // The goal names her first, so the request's trigger moves it to outreach_initiated.
      if (goalId) await link.mutateAsync({ goalId, memberId: match.user_id });
    } catch {
      showToast(errorToast(WHO_TEXTS.updateGoalFailed));
      sending.current = false;
      return;
    }
    try {
      const outcome = await send.mutateAsync({ requestedId: match.user_id, message });
      if (outcome === 'sent') {
        showToast(CONNECTION_TEXTS.sent);
        onClose();
      } else if (outcome === 'blocked') {
        showToast(CONNECTION_TEXTS.blocked);
      } else {
        showToast(CONNECTION_TEXTS.alreadySent);
      }
    } catch {
      showToast(errorToast(CONNECTION_TEXTS.requestFailed));
    } finally {
      sending.current = false;
    }
  };

  const write = () => {
    if (assistant.isPending) return;
    assistant.mutate(
      { recipientId: match.user_id, name: match.display_name },
      {
        onSuccess: (answer) => {
          setMessage(answer.message.slice(0, LIMITS.connectionMessage));
          setSource(answer.source);
        },
        onError: () => showToast(WHO_TEXTS.aiAssistantError),
      },
    );
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
          <Button variant="outline" loading={assistant.isPending} onClick={write}>Write it for me</Button>
          <Button loading={send.isPending || link.isPending} onClick={() => void submit()}>
            Send request
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
