import { Alert, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { isNetworkError } from '#api-client/api-error.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { textListQuery } from '#client/queries/texts.ts';
import { useApi } from '#client/state/use-api.ts';
import { useOnline } from '#client/state/use-online.ts';
import { ButtonLink } from '#client/ui/button-link.tsx';
import { ScreenLoader } from '#client/ui/screen-loader.tsx';
import { useFirstPaintDone } from '#client/ui/use-first-paint-done.ts';
import type { TextResults } from '#contract/results.ts';
import { DownloadCsvButton } from './download-csv-button.tsx';
import { HardQuestions } from './hard-questions.tsx';
import { ResultsGrid } from './results-grid.tsx';
import { useTextResults } from './use-text-results.ts';

/** "12 pupils · 7 completed · average score 68%": the whole class in one line. */
function overview({ pupils }: TextResults, t: TFunction<'results'>) {
  const scores = pupils.flatMap((pupil) => (pupil.score_percent === null ? [] : [pupil.score_percent]));
  const parts = [
    t('overview.pupils', { count: pupils.length }),
    t('overview.completed', { count: scores.length }),
  ];
  if (scores.length > 0)
    parts.push(
      t('overview.average', { percent: Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) }),
    );
  return parts.join(' · ');
}

/**
 * The hard questions once the grid has drawn its first rows and then the rest of its page: a card
 * per question (60 on a long text) would otherwise hold up the grid the teacher came for
 * (`npm run bench:results`).
 */
function HardQuestionsAfterGrid(props: Parameters<typeof HardQuestions>[0]) {
  const gridFirstRows = useFirstPaintDone();
  const gridAllRows = useFirstPaintDone(gridFirstRows);
  return gridAllRows ? <HardQuestions {...props} /> : null;
}

function Legend() {
  const { t } = useTranslation('results');
  return (
    <Text size="sm" c="dimmed">
      {t('legend')}
    </Text>
  );
}

/** /texts/{id}/results (docs/product.md §2): every pupil's answers to every question, and the hard questions. */
export function ResultsPage({ id }: { id: string }) {
  // 'ui' too: the grid's answer marks and levels say their words from it.
  const { t } = useTranslation(['results', 'ui']);
  const textId = Number(id);
  const query = useTextResults(textId);
  const title = useQuery(textListQuery(useApi())).data?.find((text) => text.id === textId)?.title;
  const online = useOnline();
  return (
    <Container size="xl" py="lg">
      <Group gap="xs" mb="xs">
        <ButtonLink to="/texts" variant="subtle" size="sm" px="xs">
          {t('back')}
        </ButtonLink>
        <ButtonLink to="/texts/$id/assignments" params={{ id }} variant="subtle" size="sm" px="xs">
          {t('assignments')}
        </ButtonLink>
      </Group>
      <Group justify="space-between" mb="md">
        <Title order={1}>{title ? t('titleOf', { title }) : t('title')}</Title>
        <DownloadCsvButton textId={textId} disabled={!online || !query.data} />
      </Group>
      {query.isPending && <ScreenLoader label={t('loading')} />}
      {query.isError && (
        <Alert color={isNetworkError(query.error) ? 'yellow' : 'red'} role="alert">
          {isNetworkError(query.error) ? t('offline') : t('failed')}
        </Alert>
      )}
      {query.data && query.data.pupils.length === 0 && (
        <Text c="dimmed" py="xl" ta="center">
          {t('empty')}
        </Text>
      )}
      {query.data && query.data.pupils.length > 0 && (
        <Stack gap="lg">
          <Text fw={600}>{overview(query.data, t)}</Text>
          <Stack gap={4}>
            <ResultsGrid questions={query.data.questions} pupils={query.data.pupils} />
            <Legend />
          </Stack>
          <HardQuestionsAfterGrid textId={textId} questions={query.data.questions} />
        </Stack>
      )}
    </Container>
  );
}
