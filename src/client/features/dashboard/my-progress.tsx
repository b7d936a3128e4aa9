import { Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { formatReadingTime } from '#client/ui/format-duration.ts';
import type { ProgressPoint } from '#contract/dashboard.ts';
import { formatActivityTime } from './activity-words.ts';

const ScoresChart = lazy(() => import('./scores-chart.tsx'));
const ReadingMinutesChart = lazy(() => import('./reading-minutes-chart.tsx'));

/** The charts' text alternative, and the figures for anyone who reads a table better than a line. */
function ProgressTable({ points }: { points: readonly ProgressPoint[] }) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label="Your finished texts" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Text</Table.Th>
            <Table.Th>Score</Table.Th>
            <Table.Th>Reading time</Table.Th>
            <Table.Th>Finished</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {points.map((point) => (
            <Table.Tr key={`${point.at}-${point.text_title}`}>
              <Table.Td>{point.text_title}</Table.Td>
              <Table.Td>{point.score_percent}%</Table.Td>
              <Table.Td>{formatReadingTime(point.reading_seconds)}</Table.Td>
              <Table.Td>{formatActivityTime(point.at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A pupil's own scores and reading time over their latest finished texts (docs/product.md §2 Dashboard). */
export function MyProgress({ points }: { points: readonly ProgressPoint[] }) {
  if (points.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="my-progress" mt="lg">
      <Title order={2} fz="xl" id="my-progress">
        Your progress
      </Title>
      <Suspense fallback={<Loader size="sm" aria-label="Loading the charts" />}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Text fw={600}>Scores</Text>
            <ScoresChart points={points} />
          </Stack>
          <Stack gap={4}>
            <Text fw={600}>Minutes reading</Text>
            <ReadingMinutesChart points={points} />
          </Stack>
        </SimpleGrid>
      </Suspense>
      <ProgressTable points={points} />
    </Stack>
  );
}
