import { LIMITS } from '@diva/core';
import { CONNECTION_TEXTS, errorToast } from '@diva/core/texts';
import { Badge, Button, showToast } from '@diva/ui';
import { RequestConnectionDialog } from '@diva/ui/overlays';
import { useState } from 'react';
import { WHO_TEXTS } from '../../../texts.ts';
import type { Match } from '../api/get-matches.ts';
import { useOpenGoals } from '../api/get-open-goals.ts';
import { useLinkGoal } from '../api/link-goal.ts';
import { useSendRequest } from '../api/send-request.ts';
import { useWriteRequestMessage } from '../api/write-request-message.ts';

class GoalNotLinked extends Error {}

// Who's refusal is spec 02's: 'Failed to send connection request' (a goal that could not be linked said its own).
const WHO_TOASTS = { failed: (error: unknown) => (error instanceof GoalNotLinked ? null : errorToast(CONNECTION_TEXTS.requestFailed)) };

/** The one Request Connection dialog, with Who's "Write it for me" and the goal the request is for. */
export default function RequestDialog({ match, onClose }: { match: Match; onClose: () => void }) {
  const send = useSendRequest();
  const link = useLinkGoal();
  const assistant = useWriteRequestMessage();
  const goals = useOpenGoals();
  const [message, setMessage] = useState('');
  const [source, setSource] = useState<'model' | 'offline' | null>(null);
  const [goalId, setGoalId] = useState('');

  const onSend = async (text: string) => {
    try {
      // The goal names her first, so the request's trigger moves it to outreach_initiated.
      if (goalId) await link.mutateAsync({ goalId, memberId: match.user_id });
    } catch {
      showToast(errorToast(WHO_TEXTS.updateGoalFailed));
      throw new GoalNotLinked();
    }
    return send.mutateAsync({ requestedId: match.user_id, message: text });
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
    <RequestConnectionDialog
      name={match.display_name}
      onClose={onClose}
      onSend={onSend}
      toasts={WHO_TOASTS}
      message={message}
      onMessageChange={setMessage}
      actions={
        <Button variant="outline" loading={assistant.isPending} onClick={write}>
          Write it for me
        </Button>
      }
    >
      {source ? <Badge variant="light" data-testid="who-assistant-source">{source === 'model' ? 'Written by the AI model' : 'Written by the built-in coach (offline)'}</Badge> : null}
      {goals.data && goals.data.length > 0 ? (
        <label style={{ display: 'grid', gap: 4, fontSize: 14 }}>
          For one of your goals (optional)
          <select value={goalId} onChange={(e) => setGoalId(e.currentTarget.value)} style={{ minHeight: 40 }}>
            <option value="">No goal</option>
            {goals.data.map((g) => <option key={g.id} value={g.id}>{g.title}</option>)}
          </select>
        </label>
      ) : null}
    </RequestConnectionDialog>
  );
}
