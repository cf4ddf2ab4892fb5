import { Stack, Text } from '@diva/ui';
import { Modal } from '@diva/ui/overlays';
import type { PracticeSession } from '../../../lib/practice-types.ts';
import { ScorecardView } from '../../../components/scorecard-view.tsx';
import { Transcript } from '../../../components/transcript.tsx';

/** A past session, read-only: transcript and scorecard. */
export default function ViewSessionDialog({ session, onClose }: { session: PracticeSession; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={session.scenario_name} size="lg">
      <Stack gap="sm" data-testid="view-session">
        <Transcript history={session.chat_history} />
        {session.scorecard ? <ScorecardView scorecard={session.scorecard} /> : <Text size="sm">No scorecard: this session was not ended.</Text>}
      </Stack>
    </Modal>
  );
}
