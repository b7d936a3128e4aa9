import { Alert, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isNetworkError } from '#api-client/api-error.ts';
import { textListQuery } from '#client/queries/texts.ts';
import { useApi } from '#client/state/use-api.ts';
import { useOnline } from '#client/state/use-online.ts';
import { ButtonLink } from '#client/ui/button-link.tsx';
import type { TextResults } from '#contract/results.ts';
import { DownloadCsvButton } from './download-csv-button.tsx';
import { HardQuestions } from './hard-questions.tsx';
import { ResultsGrid } from './results-grid.tsx';
import { useTextResults } from './use-text-results.ts';

/** "12 pupils · 7 completed · average score 68%": the whole class in one line. */
function overview({ pupils }: TextResults) {
  const scores = pupils.flatMap((pupil) => (pupil.score_percent === null ? [] : [pupil.score_percent]));
  const parts = [pupils.length === 1 ? '1 pupil' : `${pupils.length} pupils`, `${scores.length} completed`];
  if (scores.length > 0)
    parts.push(`average score ${Math.round(scores.reduce((a, b) => a + b, 0) / scores.length)}%`);
  return parts.join(' · ');
}

function Legend() {
  return (
    <Text size="sm" c="dimmed">
      ✓ right · ✗ wrong · – not answered · • answered, graded when the check is finished
    </Text>
  );
}

/** /texts/{id}/results (docs/product.md §2): every pupil's answers to every question, and the hard questions. */
export function ResultsPage({ id }: { id: string }) {
  const textId = Number(id);
  const query = useTextResults(textId);
  const title = useQuery(textListQuery(useApi())).data?.find((text) => text.id === textId)?.title;
  const online = useOnline();
  return (
    <Container size="xl" py="lg">
      <Group gap="xs" mb="xs">
        <ButtonLink to="/texts" variant="subtle" size="sm" px="xs">
          Back to My Texts
        </ButtonLink>
        <ButtonLink to="/texts/$id/assignments" params={{ id }} variant="subtle" size="sm" px="xs">
          Assignments
        </ButtonLink>
      </Group>
      <Group justify="space-between" mb="md">
        <Title order={1}>{title ? `Results: ${title}` : 'Results'}</Title>
        <DownloadCsvButton textId={textId} disabled={!online || !query.data} />
      </Group>
      {query.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading the results" />
        </Center>
      )}
      {query.isError && (
        <Alert color={isNetworkError(query.error) ? 'yellow' : 'red'} role="alert">
          {isNetworkError(query.error)
            ? 'The results need a connection. You are offline.'
            : 'The results of this text could not be loaded.'}
        </Alert>
      )}
      {query.data && query.data.pupils.length === 0 && (
        <Text c="dimmed" py="xl" ta="center">
          This text is not assigned to anyone yet, so there are no results.
        </Text>
      )}
      {query.data && query.data.pupils.length > 0 && (
        <Stack gap="lg">
          <Text fw={600}>{overview(query.data)}</Text>
          <Stack gap={4}>
            <ResultsGrid questions={query.data.questions} pupils={query.data.pupils} />
            <Legend />
          </Stack>
          <HardQuestions textId={textId} questions={query.data.questions} />
        </Stack>
      )}
    </Container>
  );
}
