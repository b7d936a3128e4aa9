import { Alert, Card, Center, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useFormatters } from '#client/i18n/use-formatters.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ButtonLink } from '#client/ui/button-link.tsx';
import type { Summary } from '#contract/reading.ts';
import type { UserDb } from '#local-db/user-db.ts';
import { praiseFor } from './praise.ts';
import { SummaryQuestions } from './summary-questions.tsx';
import { type SummaryProblem, useSummary } from './use-summary.ts';

const useProblemLine = () => {
  const { t } = useTranslation('summary');
  return (problem: Exclude<SummaryProblem, null>) => t(`problem.${problem}`);
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Text c="dimmed">{label}</Text>
      <Text fz={32} fw={800}>
        {value}
      </Text>
    </Card>
  );
}

/**
 * Whose summary this is: the pupil's own, or one a teacher opened from a text's assignments (then
 * it names the pupil and leads back to that text's assignments).
 */
export interface SummaryReader {
  pupilName?: string;
  textId?: number;
}

function Result({ summary, reader, uuid }: { summary: Summary; reader: SummaryReader; uuid: string }) {
  const format = useFormatters();
  const { t } = useTranslation('summary');
  return (
    <Stack gap="lg">
      {!reader.pupilName && (
        <Text fz={28} fw={800} c="indigo">
          {t(`praise.${praiseFor(summary.score_percent)}`)}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label={t('score')} value={t('percent', { value: summary.score_percent })} />
        <Figure
          label={t('correctAnswers')}
          value={t('correctOf', { correct: summary.correct, total: summary.total })}
        />
        <Figure label={t('timeSpent')} value={format.readingTime(summary.time_spent_seconds)} />
      </SimpleGrid>
      <SummaryQuestions
        questions={summary.questions}
        answerLabel={reader.pupilName ? t('pupilAnswer', { name: reader.pupilName }) : t('yourAnswer')}
        uuid={reader.pupilName ? undefined : uuid}
      />
    </Stack>
  );
}

function SummaryBody({ db, uuid, reader }: { db: UserDb; uuid: string; reader: SummaryReader }) {
  const { t } = useTranslation('summary');
  const problemLine = useProblemLine();
  const { view, problem } = useSummary(db, uuid);
  if (view === undefined) return <Loader aria-label={t('loading', { ns: 'common' })} />;
  const title = view.assignment?.assignment.text.title;
  return (
    <Stack gap="lg">
      {title && <Text fz="xl">{title}</Text>}
      {view.summary && <Result summary={view.summary} reader={reader} uuid={uuid} />}
      {!view.summary && view.waiting && <Alert color="blue">{t('waiting')}</Alert>}
      {!view.summary && !view.waiting && problem && <Alert color="yellow">{problemLine(problem)}</Alert>}
      {!view.summary && !view.waiting && !problem && <Loader aria-label={t('loading', { ns: 'common' })} />}
    </Stack>
  );
}

/** /assignments/{uuid}/summary: how the pupil did, or that it will be graded once back online. */
export function SummaryPage({
  uuid,
  db,
  reader = {},
}: {
  uuid: string;
  db: UserDb | null;
  reader?: SummaryReader;
}) {
  const { t } = useTranslation('summary');
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Title order={1}>{reader.pupilName ? t('titleFor', { name: reader.pupilName }) : t('title')}</Title>
        {db ? (
          <SummaryBody db={db} uuid={uuid} reader={reader} />
        ) : (
          <Center>
            <Loader aria-label={t('loading', { ns: 'common' })} />
          </Center>
        )}
        <Group>
          {reader.textId === undefined ? (
            <>
              <ButtonLink to="/assignments/$uuid" params={{ uuid }} size="lg">
                {t('readAgain')}
              </ButtonLink>
              <ButtonLink to="/assignments" variant="light" size="lg">
                {t('backToList')}
              </ButtonLink>
            </>
          ) : (
            <ButtonLink
              to="/texts/$id/assignments"
              params={{ id: String(reader.textId) }}
              variant="light"
              size="lg"
            >
              {t('backToText')}
            </ButtonLink>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
