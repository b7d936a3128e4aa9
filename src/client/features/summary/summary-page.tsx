import { Alert, Card, Center, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useFormatters } from '#client/i18n/use-formatters.ts';
import { ButtonLink } from '#client/ui/button-link.tsx';
import type { Summary } from '#contract/reading.ts';
import type { UserDb } from '#local-db/user-db.ts';
import { praiseFor } from './praise.ts';
import { SummaryQuestions } from './summary-questions.tsx';
import { type SummaryProblem, useSummary } from './use-summary.ts';

const WAITING_TEXT = 'Your answers are saved. Your score will appear when this tablet is back online.';
const problemText: Record<Exclude<SummaryProblem, null>, string> = {
  offline: 'The summary is not on this tablet yet. It will appear when this tablet is back online.',
  'not-completed': 'This assignment is not finished yet.',
  'not-found': 'This assignment was not found.',
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
  return (
    <Stack gap="lg">
      {!reader.pupilName && (
        <Text fz={28} fw={800} c="indigo">
          {praiseFor(summary.score_percent)}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label="Score" value={`${summary.score_percent}%`} />
        <Figure label="Correct answers" value={`${summary.correct} of ${summary.total} correct`} />
        <Figure label="Time spent" value={format.readingTime(summary.time_spent_seconds)} />
      </SimpleGrid>
      <SummaryQuestions
        questions={summary.questions}
        answerLabel={reader.pupilName ? `${reader.pupilName}'s answer` : 'Your answer'}
        uuid={reader.pupilName ? undefined : uuid}
      />
    </Stack>
  );
}

function SummaryBody({ db, uuid, reader }: { db: UserDb; uuid: string; reader: SummaryReader }) {
  const { view, problem } = useSummary(db, uuid);
  if (view === undefined) return <Loader aria-label="Loading" />;
  const title = view.assignment?.assignment.text.title;
  return (
    <Stack gap="lg">
      {title && <Text fz="xl">{title}</Text>}
      {view.summary && <Result summary={view.summary} reader={reader} uuid={uuid} />}
      {!view.summary && view.waiting && <Alert color="blue">{WAITING_TEXT}</Alert>}
      {!view.summary && !view.waiting && problem && <Alert color="yellow">{problemText[problem]}</Alert>}
      {!view.summary && !view.waiting && !problem && <Loader aria-label="Loading" />}
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
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Title order={1}>{reader.pupilName ? `Summary: ${reader.pupilName}` : 'Summary'}</Title>
        {db ? (
          <SummaryBody db={db} uuid={uuid} reader={reader} />
        ) : (
          <Center>
            <Loader aria-label="Loading" />
          </Center>
        )}
        <Group>
          {reader.textId === undefined ? (
            <>
              <ButtonLink to="/assignments/$uuid" params={{ uuid }} size="lg">
                Read it again
              </ButtonLink>
              <ButtonLink to="/assignments" variant="light" size="lg">
                Back to My Assignments
              </ButtonLink>
            </>
          ) : (
            <ButtonLink
              to="/texts/$id/assignments"
              params={{ id: String(reader.textId) }}
              variant="light"
              size="lg"
            >
              Back to the text's assignments
            </ButtonLink>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
