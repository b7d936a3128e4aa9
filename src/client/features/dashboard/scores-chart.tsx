import { useTranslation } from '#client/i18n/use-translation.ts';
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { type ScorePoint, scoreSeries } from './score-series.ts';

/** Colours told apart in both themes, one per pupil, in turn. */
const COLOURS = ['indigo.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'pink.6', 'lime.7', 'yellow.7'];

/**
 * The latest scores, oldest first: a line and dots per pupil (@mantine/charts on recharts), never one
 * line through several children. Loaded lazily: recharts is heavy and only the dashboard shows it.
 * Hidden from screen readers: the table beside it says the same.
 */
export default function ScoresChart({ points }: { points: readonly ScorePoint[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const own = t('teaching.scoreSeries');
  const { data, series } = scoreSeries(points, i18n.resolvedLanguage, own);
  return (
    // Inert as well as hidden: recharts makes its chart focusable, and a hidden control must not take focus.
    <div aria-hidden="true" inert data-testid="scores-chart">
      <LineChart
        h={220}
        data={data}
        dataKey="when"
        series={series.map((name, index) => ({ name, color: COLOURS[index % COLOURS.length] as string }))}
        withLegend={series.length > 1}
        connectNulls
        yAxisProps={{ domain: [0, 100] }}
        unit="%"
        curveType="linear"
      />
    </div>
  );
}
