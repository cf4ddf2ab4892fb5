import { formatPattern } from '@diva/core';
import { Card, Text, Title } from '@diva/ui';
import { COACH_TEXTS } from '../../../texts.ts';
import { type ScorePoint, useScoreHistory } from '../api/get-score-history.ts';

// A hand-made SVG line chart (no chart library: the remote stays within its byte budget): a score axis from 0 to
// 100, a date under each session, and a text alternative that reads every point.
const W = 320;
const H = 170;
const LEFT = 34;
const RIGHT = 12;
const TOP = 10;
const BOTTOM = 34;
const PLOT_W = W - LEFT - RIGHT;
const PLOT_H = H - TOP - BOTTOM;
const TICKS = [0, 25, 50, 75, 100];
const LINE = 'var(--mantine-color-grape-7)';
const AXIS = 'var(--mantine-color-gray-6)';

const day = (iso: string) => formatPattern(iso, 'MMM D');

/** Her scores, oldest first, as a chart; fewer than two get words instead of a lone dot. */
export function ScoreChartView({ scores }: { scores: readonly ScorePoint[] }) {
  if (scores.length < 2) {
    return (
      <Card withBorder radius="lg" padding="md" data-testid="score-chart">
        <Title order={2} size="h4">
          {COACH_TEXTS.progressTitle}
        </Title>
        <Text size="sm" c="dimmed" data-testid="score-chart-empty">
          {scores.length === 1 ? `${COACH_TEXTS.progressLatest}: ${scores[0]!.score}/100. ${COACH_TEXTS.progressOneSession}` : COACH_TEXTS.progressEmpty}
        </Text>
      </Card>
    );
  }
  const x = (i: number) => LEFT + (i * PLOT_W) / (scores.length - 1);
  const y = (score: number) => TOP + PLOT_H - (Math.max(0, Math.min(100, score)) / 100) * PLOT_H;
  const points = scores.map((p, i) => `${x(i).toFixed(1)},${y(p.score).toFixed(1)}`).join(' ');
  // Every date when they fit; with many sessions every other one, and always the latest.
  const labelled = (i: number) => scores.length <= 5 || i % 2 === (scores.length - 1) % 2;
  const latest = scores[scores.length - 1]!.score;
  const described = scores.map((p) => `${day(p.created_at)}: ${p.score}`).join(', ');
  return (
    <Card withBorder radius="lg" padding="md" data-testid="score-chart">
      <Title order={2} size="h4">
        {COACH_TEXTS.progressTitle}
      </Title>
      <Text size="sm">{`${COACH_TEXTS.progressLatest}: ${latest}/100`}</Text>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" style={{ maxWidth: 480, display: 'block' }} role="img" aria-label={`${COACH_TEXTS.progressTitle}: ${described}`}>
        <g data-testid="score-axis" fontSize={10} fill={AXIS}>
          <line x1={LEFT} y1={TOP} x2={LEFT} y2={TOP + PLOT_H} stroke={AXIS} />
          {TICKS.map((t) => (
            <g key={t}>
              <line x1={LEFT - 4} y1={y(t)} x2={LEFT + PLOT_W} y2={y(t)} stroke={AXIS} strokeOpacity={t === 0 ? 1 : 0.2} />
              <text x={LEFT - 6} y={y(t) + 3} textAnchor="end">
                {t}
              </text>
            </g>
          ))}
          <text x={4} y={TOP + PLOT_H / 2} transform={`rotate(-90 8 ${TOP + PLOT_H / 2})`} textAnchor="middle">
            {COACH_TEXTS.progressAxisScore}
          </text>
        </g>
        <g data-testid="date-axis" fontSize={10} fill={AXIS}>
          {scores.map((p, i) =>
            labelled(i) ? (
              <text key={i} x={x(i)} y={TOP + PLOT_H + 14} textAnchor={i === 0 ? 'start' : i === scores.length - 1 ? 'end' : 'middle'}>
                {day(p.created_at)}
              </text>
            ) : null,
          )}
          <text x={LEFT + PLOT_W / 2} y={H - 3} textAnchor="middle">
            {COACH_TEXTS.progressAxisDate}
          </text>
        </g>
        <polyline points={points} fill="none" stroke={LINE} strokeWidth={2} />
        {scores.map((p, i) => (
          <circle key={i} cx={x(i)} cy={y(p.score)} r={3.5} fill={LINE} data-testid="score-point">
            <title>{`${day(p.created_at)}: ${p.score}/100`}</title>
          </circle>
        ))}
      </svg>
    </Card>
  );
}

/** Her last ten scored sessions (nothing while they load). */
export function ScoreChart() {
  const history = useScoreHistory();
  if (!history.data) return null;
  return <ScoreChartView scores={history.data} />;
}
