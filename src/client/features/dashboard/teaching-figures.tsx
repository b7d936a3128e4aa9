import { Card, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Teaching } from '#contract/dashboard.ts';
import { formatActivityTime } from './activity-words.ts';

const ScoresChart = lazy(() => import('./scores-chart.tsx'));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="lg" radius="lg">
      <Text c="dimmed">{label}</Text>
      <Text fz={32} fw={800}>
        {value}
      </Text>
    </Card>
  );
}

/** The latest completions as a table: what the chart shows, for everyone, screen readers included. */
function CompletionsTable({ completions }: { completions: Teaching['recent_completions'] }) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label="Recent completions" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Pupil</Table.Th>
            <Table.Th>Text</Table.Th>
            <Table.Th>Score</Table.Th>
            <Table.Th>Finished</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {completions.map((completion) => (
            <Table.Tr key={`${completion.at}-${completion.pupil_name}`}>
              <Table.Td>{completion.pupil_name}</Table.Td>
              <Table.Td>{completion.text_title}</Table.Td>
              <Table.Td>{completion.score_percent}%</Table.Td>
              <Table.Td>{formatActivityTime(completion.at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** An admin's teaching (docs/product.md §2 Dashboard): four figures, the scores over time and the latest completions. */
export function TeachingFigures({ teaching }: { teaching: Teaching }) {
  const completions = teaching.recent_completions;
  return (
    <Stack component="section" aria-labelledby="teaching" mb="xl">
      <Title order={2} fz="xl" id="teaching">
        Your teaching
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Open assignments" value={String(teaching.open_assignments)} />
        <Figure label="Completed" value={`${teaching.completion_rate}%`} />
        <Figure
          label="Average score"
          value={teaching.average_score === null ? '—' : `${teaching.average_score}%`}
        />
        <Figure label="Late" value={String(teaching.late)} />
      </SimpleGrid>
      <Title order={3} fz="lg">
        Recent scores
      </Title>
      {completions.length === 0 ? (
        <Text c="dimmed">No pupil has finished a text yet.</Text>
      ) : (
        <>
          <Suspense fallback={<Loader size="sm" aria-label="Loading the chart" />}>
            <ScoresChart points={completions} />
          </Suspense>
          <CompletionsTable completions={completions} />
        </>
      )}
    </Stack>
  );
}
