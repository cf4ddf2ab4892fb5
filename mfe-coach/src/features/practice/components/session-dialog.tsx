import { aiChatInputSchema, LIMITS } from '@diva/core';
import { Button, CharacterCounter, Group, Stack, Text, Textarea } from '@diva/ui';
import { Modal } from '@diva/ui/overlays';
import { useState } from 'react';
import type { usePracticeSession } from '../hooks/use-practice-session.ts';
import { ScorecardView } from '../../../components/scorecard-view.tsx';
import { SourceLabel } from './source-label.tsx';
import { Transcript } from '../../../components/transcript.tsx';
import { COACH_TEXTS } from '../../../texts.ts';

type Session = ReturnType<typeof usePracticeSession>;

/** The practice conversation in a dialog (loaded on demand): input up to 2000 with the AI chat rules. */
export default function SessionDialog({ session, onClose }: { session: Session; onClose: () => void }) {
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { phase, history, streaming, error, scorecard, saveState } = session;
  const canSend = phase === 'chatting' && streaming == null;

  const send = async () => {
    const checked = aiChatInputSchema(LIMITS.practiceInput).safeParse(draft);
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? 'Invalid Input');
      return;
    }
    setInvalid(null);
    const message = checked.data;
    setDraft('');
    if (!(await session.send(message))) setDraft(message);
  };

  return (
    <Modal opened onClose={onClose} title={session.setup?.scenarioName ?? 'Practice session'} size="lg" fullScreen={false}>
      <Stack gap="sm" data-testid="session-dialog">
        <SourceLabel source={session.source} />
        <Transcript history={history} streaming={streaming} />
        {phase === 'starting' && streaming === '' ? <Text size="sm">The coach is getting ready…</Text> : null}
        {error ? (
          <Text role="alert" c="red.8" size="sm">
            {error}
          </Text>
        ) : null}
        {saveState === 'retrying' ? (
          <Text role="status" c="red.8" size="sm">
            {COACH_TEXTS.saveRetrying}
          </Text>
        ) : null}
        {scorecard ? <ScorecardView scorecard={scorecard} /> : null}
        {phase === 'chatting' || phase === 'ending' ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <Stack gap={4}>
              <Textarea
                label="Your message"
                value={draft}
                onChange={(e) => setDraft(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey) {
                    e.preventDefault();
                    void send();
                  }
                }}
                rows={3}
                error={invalid}
              />
              <CharacterCounter length={draft.length} limit={LIMITS.practiceInput} />
              <Group justify="space-between">
                <Button variant="secondary" onClick={() => void session.end()} loading={phase === 'ending'} disabled={!canSend || history.length < 2}>
                  End Session
                </Button>
                <Button type="submit" disabled={!canSend}>
                  Send
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
        {phase === 'ended' || phase === 'failed' ? (
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
