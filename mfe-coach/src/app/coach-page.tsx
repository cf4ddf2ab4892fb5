import { useSessionStatus } from '@diva/core';
import { Card, Container, Stack, Text, Title } from '@diva/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { type PracticeSession, type SessionSetup, setupOf } from '../lib/practice-types.ts';
import { ScenarioList } from '../features/practice/components/scenario-list.tsx';
import { SetupForm } from '../features/practice/components/setup-form.tsx';
import { usePracticeSession } from '../features/practice/hooks/use-practice-session.ts';
import { readDraft } from '../features/practice/utils/local-draft.ts';
import { presetSetup } from '../features/practice/utils/session-rules.ts';
import { RecentSessions } from '../features/sessions/components/recent-sessions.tsx';
import { ScoreChart } from '../features/sessions/components/score-chart.tsx';
import { useDeleteSession } from '../features/sessions/hooks/use-delete-session.ts';
import { UpcomingEventPractice } from '../features/events/components/upcoming-event-practice.tsx';

// The dialogs (Mantine's modal, the chat) load when a member opens one, not with the page.
const SessionDialog = lazy(() => import('../features/practice/components/session-dialog.tsx'));
const ViewSessionDialog = lazy(() => import('../features/sessions/components/view-session-dialog.tsx'));
const DeleteSessionDialog = lazy(() => import('../features/sessions/components/delete-session-dialog.tsx'));

/** Glow Up Coach: set up a practice, popular scenarios, progress and Recent Sessions. */
export function CoachPage() {
  const status = useSessionStatus();
  const session = usePracticeSession();
  const remove = useDeleteSession(session.userId);
  const [open, setOpen] = useState(false);
  const [viewing, setViewing] = useState<PracticeSession | null>(null);
  const [deleting, setDeleting] = useState<PracticeSession | null>(null);

  // A session left open by a reload or a closed tab comes back with every line she wrote, and is saved.
  const { resume } = session;
  const restored = useRef(false);
  useEffect(() => {
    if (status !== 'signed-in' || restored.current) return;
    restored.current = true;
    const draft = readDraft(session.userId);
    if (draft) {
      resume(draft.id, draft.setup, draft.history);
      setOpen(true);
    }
  }, [status, resume, session.userId]);

  const start = (setup: SessionSetup) => {
    setOpen(true);
    void session.start(setup);
  };

  if (status === 'signed-out') {
    return (
      <Container size={900}>
        <Card withBorder radius="lg" padding="xl">
          <Text ta="center">Sign in to practise with the Glow Up Coach.</Text>
        </Card>
      </Container>
    );
  }

  return (
    <Container size={900} px={{ base: 'xs', sm: 'md' }} data-testid="coach-page">
      <Stack gap="lg">
        <header>
          <Title order={1} size="h2">
            Glow Up Coach
          </Title>
          <Text c="dimmed">Rehearse networking conversations with an AI counterpart and get a scorecard.</Text>
        </header>
        <SetupForm onStart={start} disabled={open} />
        <ScenarioList onPractice={(title) => start(presetSetup(title))} disabled={open} />
        <UpcomingEventPractice onPractice={start} disabled={open} />
        <ScoreChart />
        <RecentSessions onView={setViewing} onRestart={(s) => start(setupOf(s))} onDelete={setDeleting} />
      </Stack>
      <Suspense fallback={null}>
        {open ? <SessionDialog
            session={session}
            onClose={() => {
              setOpen(false);
              void session.leave();
            }}
          /> : null}
        {viewing ? <ViewSessionDialog session={viewing} onClose={() => setViewing(null)} /> : null}
        {deleting ? (
          <DeleteSessionDialog
            name={deleting.scenario_name}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              remove.mutate(deleting.id);
              setDeleting(null);
            }}
          />
        ) : null}
      </Suspense>
    </Container>
  );
}
