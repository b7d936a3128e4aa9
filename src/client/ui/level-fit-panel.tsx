import { Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { TaughtPupilLevel } from '#contract/reading-levels.ts';
import { bandGrades } from './grade-band-text.tsx';
import { LevelFitBadge } from './level-fit-badge.tsx';
import { fitSummary, pupilFits } from './level-fits.ts';

/**
 * How the text should feel to the pupils being chosen: just right, hard, easy or not enough reading
 * yet (docs/reading-levels.md). Says nothing until the teacher has pupils with levels to show.
 */
export function LevelFitPanel({
  pupils,
  textLevel,
  classId,
  emails,
}: {
  /** The teacher's pupils with their levels (`pupilLevelsQuery`); undefined while loading. */
  pupils: readonly TaughtPupilLevel[] | undefined;
  textLevel: number;
  classId: number | null;
  emails: readonly string[];
}) {
  const { t } = useTranslation('ui');
  if (!pupils || pupils.length === 0) return null;
  const { suggestion, fits } = pupilFits(pupils, textLevel, { classId, emails });
  if (fits.length === 0 && !suggestion) return null;
  return (
    <Stack gap={6} aria-label={t('levelFit.label')} role="group">
      <Text size="sm" fw={600}>
        {t('levelFit.readsAt', bandGrades(textLevel, t('kindergarten')))}{' '}
        {suggestion
          ? fits.length > 0
            ? t('levelFit.justRightFor')
            : t('levelFit.noneJustRight')
          : `${fitSummary(fits, (fit, count) => t(`levelFit.summary.${fit}`, { count }))}.`}
      </Text>
      {fits.length > 0 && (
        <ScrollArea.Autosize mah={150} type="auto">
          <Stack gap={4}>
            {fits.map((pupil) => (
              <Group key={pupil.userId} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">{pupil.name}</Text>
                <LevelFitBadge fit={pupil.fit} />
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
