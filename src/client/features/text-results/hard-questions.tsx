import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { AnchorLink } from '#client/ui/anchor-link.tsx';
import type { ResultQuestion } from '#contract/results.ts';
import { hardestFirst } from './results-order.ts';

/** "3 of 4 right (75%)", or that no answer counts yet. */
function shareText(question: ResultQuestion, t: TFunction<'results'>) {
  if (question.correct_rate === null) return t('hard.noAnswers');
  const right = Math.round(question.correct_rate * question.answered);
  const percent = Math.round(question.correct_rate * 100);
  return t('hard.share', { right, answered: question.answered, percent });
}

/** "7 of 12 chose 'the Emperor'": the wrong answer most pupils took. */
function wrongText(question: ResultQuestion, t: TFunction<'results'>) {
  const wrong = question.most_chosen_wrong;
  return wrong
    ? t('hard.mostChosenWrong', { count: wrong.count, answered: question.answered, text: wrong.text })
    : null;
}

/** The questions, hardest first, each with its share right, its most chosen wrong answer and a link to edit it. */
export function HardQuestions({ textId, questions }: { textId: number; questions: ResultQuestion[] }) {
  const { t } = useTranslation('results');
  return (
    <Stack gap="sm" component="section" aria-labelledby="hard-questions">
      <Title order={2} fz="h3" id="hard-questions">
        {t('hard.title')}
      </Title>
      {questions.length === 0 && <Text c="dimmed">{t('hard.none')}</Text>}
      {hardestFirst(questions).map(({ question, number }) => (
        <Card
          key={question.id}
          withBorder
          radius="md"
          padding="sm"
          data-testid="hard-question"
          // Below the grid: the browser lays out a card when it nears the screen.
          style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 7rem' }}
        >
          <Stack gap={4}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <AnchorLink
                to="/texts/$id/edit"
                params={{ id: String(textId) }}
                search={{ question: question.id }}
                fw={700}
                style={{ flex: '1 1 18rem', display: 'flex', alignItems: 'center', minHeight: 44 }}
              >
                {t('questionShort', { number })}. {question.content}
              </AnchorLink>
              <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {shareText(question, t)}
              </Text>
            </Group>
            {question.correct_rate !== null && (
              <Progress
                value={question.correct_rate * 100}
                color="teal"
                size="sm"
                aria-label={t('hard.shareLabel', { number })}
              />
            )}
            {wrongText(question, t) && (
              <Text size="sm" c="dimmed">
                {wrongText(question, t)}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
