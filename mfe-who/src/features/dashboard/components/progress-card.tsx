import { Link } from '@diva/router';
import { Anchor, Card, Text } from '@diva/ui';
import { type ProgressInput, nextStep, whoProgress } from '../utils/progress.ts';

/** Her progress in per cent and the next step, linked to the Who page that takes it. */
export function ProgressCard({ counts, basePath }: { counts: ProgressInput; basePath: string }) {
  const progress = whoProgress(counts);
  const step = nextStep(counts);
  return (
    <Card withBorder radius="lg" data-testid="who-progress">
      <Text fw={600}>Your progress: <span data-testid="who-progress-value">{progress}%</span></Text>
      <progress value={progress} max={100} aria-label="Who progress" style={{ width: '100%' }} />
      {step ? (
        <Text size="sm">Next: <Anchor component={Link} to={`${basePath}/${step.to}`}>{step.text}</Anchor></Text>
      ) : (
        <Text size="sm">Your WHO is complete. Keep growing your network.</Text>
      )}
    </Card>
  );
}
