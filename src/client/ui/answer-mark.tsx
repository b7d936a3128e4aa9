import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';

/**
 * What became of a pupil's answer: right, wrong, not answered, or answered but not graded yet (a
 * check assignment still open). Said in words with a mark, never by colour alone.
 */
export type AnswerState = 'right' | 'wrong' | 'unanswered' | 'answered';

const marks: Record<AnswerState, { mark: string; color: string }> = {
  right: { mark: '✓', color: 'green' },
  wrong: { mark: '✗', color: 'red' },
  unanswered: { mark: '–', color: 'gray' },
  answered: { mark: '•', color: 'blue' },
};

export function answerStateOf(answered: boolean, correct: boolean | null): AnswerState {
  if (!answered) return 'unanswered';
  if (correct === null) return 'answered';
  return correct ? 'right' : 'wrong';
}

export function AnswerMark({ state, size }: { state: AnswerState; size?: BadgeProps['size'] }) {
  const { t } = useTranslation('ui');
  const { mark, color } = marks[state];
  return (
    <Badge color={color} variant="light" size={size}>
      <span aria-hidden="true">{mark} </span>
      {t(`answer.${state}`)}
    </Badge>
  );
}
