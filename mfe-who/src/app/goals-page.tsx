import { Skeleton, Stack, Title } from '@diva/ui';
import { lazy, Suspense, useState } from 'react';
import type { Goal } from '../features/goals/api/get-goals.ts';
import { ConnectionTypes } from '../features/goals/components/connection-types.tsx';
import { DecisionGuide } from '../features/goals/components/decision-guide.tsx';
import { GoalList } from '../features/goals/components/goal-list.tsx';
import { asConnectionType, type ConnectionType } from '../features/goals/utils/strategies.ts';

const CoachSession = lazy(() => import('../features/goals/components/coach-session.tsx'));

/** Who Strategies: the four connection types, the decision guide, the AI session and "Your Sessions". */
export function GoalsPage() {
  const [session, setSession] = useState<{ type: ConnectionType; goal?: Goal } | null>(null);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">Who Strategies</Title>
      <ConnectionTypes onStart={(type) => setSession({ type })} />
      <DecisionGuide />
      {session ? (
        <Suspense fallback={<Skeleton height={200} />}>
          <CoachSession key={session.goal?.id ?? session.type} connectionType={session.type} goal={session.goal} onClose={() => setSession(null)} />
        </Suspense>
      ) : null}
      <Title order={2} size="h3">Your Sessions</Title>
      <GoalList onContinue={(goal) => setSession({ type: asConnectionType(goal.category), goal })} />
    </Stack>
  );
}
