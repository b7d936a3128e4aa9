import { Badge, type BadgeProps } from '@mantine/core';

/**
 * What became of a pupil's answer: right, wrong, not answered, or answered but not graded yet (a
 * check assignment still open). Said in words with a mark, never by colour alone.
 */
export type AnswerState = 'right' | 'wrong' | 'unanswered' | 'answered';

const marks: Record<AnswerState, { mark: string; label: string; color: string }> = {
  right: { mark: '✓', label: 'Right', color: 'green' },
  wrong: { mark: '✗', label: 'Wrong', color: 'red' },
  unanswered: { mark: '–', label: 'Not answered', color: 'gray' },
  answered: { mark: '•', label: 'Answered', color: 'blue' },
};

export function answerStateOf(answered: boolean, correct: boolean | null): AnswerState {
  if (!answered) return 'unanswered';
  if (correct === null) return 'answered';
  return correct ? 'right' : 'wrong';
}

export const answerStateLabel = (state: AnswerState) => marks[state].label;

export function AnswerMark({ state, size }: { state: AnswerState; size?: BadgeProps['size'] }) {
  const { mark, label, color } = marks[state];
  return (
    <Badge color={color} variant="light" size={size}>
      <span aria-hidden="true">{mark} </span>
      {label}
    </Badge>
  );
}
