import { useTranslation } from '#client/i18n/use-translation.ts';
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { ProgressPoint } from '#contract/dashboard.ts';
import { chartDay } from './chart-day.ts';

/**
 * Minutes spent reading each of the pupil's latest finished texts, oldest first. Lazy and hidden
 * from screen readers like the scores chart: the table of their progress says the same.
 */
export default function ReadingMinutesChart({ points }: { points: readonly ProgressPoint[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const data = [...points].reverse().map((point) => ({
    when: chartDay(point.at, i18n.resolvedLanguage),
    minutes: Math.round(point.reading_seconds / 6) / 10,
  }));
  return (
    <div aria-hidden="true" inert data-testid="reading-minutes-chart">
      <BarChart
        h={180}
        data={data}
        dataKey="when"
        series={[{ name: 'minutes', label: t('progress.minutesSeries'), color: 'teal.7' }]}
      />
    </div>
  );
}
