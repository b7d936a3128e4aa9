import { useTranslation } from '#client/i18n/use-translation.ts';
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { chartDay } from './chart-day.ts';

/** A score at a moment: a teacher's pupil's completion, or a pupil's own. */
export interface ScorePoint {
  at: string;
  score_percent: number;
}

/**
 * The latest scores, oldest first, as a line (@mantine/charts on recharts). Loaded lazily: recharts
 * is heavy and only the dashboard shows it. Hidden from screen readers: the table beside it says the same.
 */
export default function ScoresChart({ points }: { points: readonly ScorePoint[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const data = [...points].reverse().map((point) => ({
    when: chartDay(point.at, i18n.resolvedLanguage),
    score: point.score_percent,
  }));
  return (
    // Inert as well as hidden: recharts makes its chart focusable, and a hidden control must not take focus.
    <div aria-hidden="true" inert data-testid="scores-chart">
      <LineChart
        h={220}
        data={data}
        dataKey="when"
        series={[{ name: 'score', label: t('teaching.scoreSeries'), color: 'indigo.6' }]}
        yAxisProps={{ domain: [0, 100] }}
        unit="%"
        curveType="linear"
      />
    </div>
  );
}
