import { Card, Text, Title } from '@diva/ui';
import { useScoreHistory } from '../api/get-score-history.ts';

const W = 300;
const H = 80;

/** Her overall scores across sessions as a small line (a plain SVG: no chart library on the page). */
export function ScoreChart() {
  const scores = useScoreHistory().data ?? [];
  if (scores.length === 0) return null;
  const step = scores.length > 1 ? W / (scores.length - 1) : 0;
  const points = scores.map((p, i) => `${(i * step).toFixed(1)},${(H - (p.score / 100) * H).toFixed(1)}`).join(' ');
  const last = scores[scores.length - 1]!.score;
  return (
    <Card withBorder radius="lg" padding="md" data-testid="score-chart">
      <Title order={2} size="h4">
        Your progress
      </Title>
      <Text size="sm">
        {scores.length} scored {scores.length === 1 ? 'session' : 'sessions'}, latest {last}/100
      </Text>
      <svg viewBox={`-4 -4 ${W + 8} ${H + 8}`} width="100%" height={H + 8} role="img" aria-label={`Overall scores: ${scores.map((p) => p.score).join(', ')}`}>
        <polyline points={points} fill="none" stroke="var(--mantine-color-grape-7)" strokeWidth={2} />
        {scores.map((p, i) => (
          <circle key={i} cx={i * step} cy={H - (p.score / 100) * H} r={3} fill="var(--mantine-color-grape-7)" />
        ))}
      </svg>
    </Card>
  );
}
