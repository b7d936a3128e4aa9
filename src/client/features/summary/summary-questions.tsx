import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ButtonLink } from '#client/ui/button-link.tsx';
import type { Summary } from '#contract/reading.ts';

type SummaryQuestion = Summary['questions'][number];

const choiceText = (question: SummaryQuestion, id: number | null | undefined) =>
  question.choices.find((choice) => choice.id === id)?.text;

/** A clear mark and the words in full, so a child sees at once which answers were right. */
function ResultBadge({ correct }: { correct: boolean }) {
  const { t } = useTranslation('summary');
  return (
    <Badge color={correct ? 'green' : 'red'} size="lg" variant="light">
      <span aria-hidden="true">{correct ? '✓ ' : '✗ '}</span>
      {correct ? t('correct') : t('notCorrect')}
    </Badge>
  );
}

/**
 * Each question with the pupil's choice and the correct one. `answerLabel` names whose answer it is
 * ("Your answer" for the pupil, "Rosa's answer" for the teacher who opened it).
 */
export function SummaryQuestions({
  questions,
  answerLabel,
  uuid,
}: {
  questions: SummaryQuestion[];
  answerLabel?: string;
  /** The pupil's own summary: each question links to where the text answers it. */
  uuid?: string;
}) {
  const { t } = useTranslation('summary');
  return (
    <Stack gap="md">
      {questions.map((question, index) => {
        const correct = question.choices.find((choice) => choice.is_correct);
        const chosen = choiceText(question, question.chosen_choice_id);
        return (
          <Card key={question.id} withBorder radius="lg" padding="lg" data-testid="summary-question">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Text fw={700} fz="lg" style={{ flex: '1 1 16rem' }}>
                  {index + 1}. {question.content}
                </Text>
                <ResultBadge correct={question.correct} />
              </Group>
              <Text>
                {t('answerLine', { label: answerLabel ?? t('yourAnswer'), answer: chosen ?? t('noAnswer') })}
              </Text>
              {!question.correct && <Text c="green.8">{t('correctAnswer', { answer: correct?.text })}</Text>}
              {question.attempts > 1 && <Text c="dimmed">{t('tries', { count: question.attempts })}</Text>}
              {question.explanation && (
                <Text>
                  <Text span fw={700}>
                    {t('why')}{' '}
                  </Text>
                  {question.explanation}
                </Text>
              )}
              {uuid && question.evidence && (
                <ButtonLink
                  variant="light"
                  to="/assignments/$uuid"
                  params={{ uuid }}
                  search={{
                    paragraph: question.evidence.paragraph_index,
                    sentence: question.evidence.sentence,
                  }}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('showMe')}
                </ButtonLink>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
