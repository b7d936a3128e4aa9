import { useTranslation } from 'react-i18next';
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { Teaching } from '#contract/dashboard.ts';

/**
 * The latest scores, oldest first, as a line (@mantine/charts on recharts). Loaded lazily: recharts
 * is heavy and only teachers see it. Hidden from screen readers: the table beside it says the same.
 */
export default function ScoresChart({ completions }: { completions: Teaching['recent_completions'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const shortTime = new Intl.DateTimeFormat(i18n.resolvedLanguage, { month: 'short', day: 'numeric' });
  const data = [...completions].reverse().map((completion) => ({
    when: shortTime.format(new Date(completion.at)),
    score: completion.score_percent,
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
