import { Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useFormatters } from '#client/i18n/use-formatters.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { TableHead } from '#client/ui/table-head.tsx';
import type { ProgressPoint } from '#contract/dashboard.ts';
import { formatActivityTime } from './activity-words.ts';

const ScoresChart = lazy(() => import('./scores-chart.tsx'));
const ReadingMinutesChart = lazy(() => import('./reading-minutes-chart.tsx'));

/** The charts' text alternative, and the figures for anyone who reads a table better than a line. */
function ProgressTable({ points }: { points: readonly ProgressPoint[] }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatters();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label={t('progress.tableLabel')} striped>
        <TableHead
          labels={[
            t('progress.text'),
            t('progress.score'),
            t('progress.readingTime'),
            t('progress.finished'),
          ]}
        />
        <Table.Tbody>
          {points.map((point) => (
            <Table.Tr key={`${point.at}-${point.text_title}`}>
              <Table.Td>{point.text_title}</Table.Td>
              <Table.Td>{t('percent', { value: point.score_percent })}</Table.Td>
              <Table.Td>{format.readingTime(point.reading_seconds)}</Table.Td>
              <Table.Td>{formatActivityTime(point.at, format.locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A pupil's own scores and reading time over their latest finished texts (docs/product.md §2 Dashboard). */
export function MyProgress({ points }: { points: readonly ProgressPoint[] }) {
  const { t } = useTranslation('dashboard');
  if (points.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="my-progress" mt="lg">
      <Title order={2} fz="xl" id="my-progress">
        {t('progress.title')}
      </Title>
      <Suspense fallback={<Loader size="sm" aria-label={t('progress.loadingCharts')} />}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Text fw={600}>{t('progress.scores')}</Text>
            <ScoresChart points={points} />
          </Stack>
          <Stack gap={4}>
            <Text fw={600}>{t('progress.minutes')}</Text>
            <ReadingMinutesChart points={points} />
          </Stack>
        </SimpleGrid>
      </Suspense>
      <ProgressTable points={points} />
    </Stack>
  );
}
