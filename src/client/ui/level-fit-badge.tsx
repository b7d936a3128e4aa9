import { Badge } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { LevelFit } from '#contract/reading-levels.ts';

const colors: Record<LevelFit, string> = {
  just_right: 'teal',
  hard: 'orange',
  easy: 'blue',
  unknown: 'gray',
};

/** How a text should feel to a pupil, from their reading level (docs/reading-levels.md). */
export function LevelFitBadge({ fit }: { fit: LevelFit }) {
  const { t } = useTranslation('ui');
  return (
    <Badge variant="light" color={colors[fit]} size="sm" data-fit={fit}>
      {t(`levelFit.fits.${fit}`)}
    </Badge>
  );
}
