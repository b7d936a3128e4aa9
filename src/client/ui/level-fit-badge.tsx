import { Badge } from '@mantine/core';
import type { LevelFit } from '#contract/reading-levels.ts';

export const levelFitLabels: Record<LevelFit, string> = {
  just_right: 'Just right',
  hard: 'Hard',
  easy: 'Easy',
  unknown: 'Not enough reading yet',
};

const colors: Record<LevelFit, string> = {
  just_right: 'teal',
  hard: 'orange',
  easy: 'blue',
  unknown: 'gray',
};

/** How a text should feel to a pupil, from their reading level (docs/reading-levels.md). */
export function LevelFitBadge({ fit }: { fit: LevelFit }) {
  return (
    <Badge variant="light" color={colors[fit]} size="sm" data-fit={fit}>
      {levelFitLabels[fit]}
    </Badge>
  );
}
