import { Card, Group, List, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { AnswerMark, answerStateOf } from '#client/ui/answer-mark.tsx';
import type { ReviewSection } from './review-sections.ts';

type Entry = ReviewSection['questions'][number];

/** Which choice the pupil took and which is right, said beside the choice (a list, not buttons: nothing here answers). */
function choiceNote(id: number, entry: Entry, pupil: string, t: TFunction<'review'>) {
  const notes: string[] = [];
  if (entry.review?.chosen_choice_id === id) notes.push(t('question.pupilsAnswer', { pupil }));
  if (entry.review?.correct_choice_id === id) notes.push(t('question.correctAnswer'));
  return notes.length ? ` — ${notes.join(', ')}` : '';
}

/** One question as the pupil answered it: their choice, and once settled, right or wrong, tries and why. */
export function ReviewQuestion({ entry, pupil }: { entry: Entry; pupil: string }) {
  const { t } = useTranslation('review');
  const { question, review } = entry;
  const chosen = review?.chosen_choice_id ?? null;
  return (
    <Card withBorder radius="md" padding="md" data-testid="review-question">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={700} style={{ flex: '1 1 14rem' }}>
            {entry.number}. {question.content}
          </Text>
          <AnswerMark state={answerStateOf(chosen !== null, review?.correct ?? null)} />
        </Group>
        <List spacing={4} size="sm">
          {question.choices.map((choice) => (
            <List.Item key={choice.id} fw={choice.id === chosen ? 700 : undefined}>
              {choice.text}
              {choiceNote(choice.id, entry, pupil, t)}
            </List.Item>
          ))}
        </List>
        {review?.attempts !== null && review?.attempts !== undefined && review.attempts > 0 && (
          <Text size="sm" c="dimmed">
            {t('question.tries', { count: review.attempts })}
          </Text>
        )}
        {review?.explanation && (
          <Text size="sm">
            <Text span fw={700}>
              {t('question.why')}{' '}
            </Text>
            {review.explanation}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
