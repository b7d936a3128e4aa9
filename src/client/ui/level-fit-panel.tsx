import { Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { TaughtPupilLevel } from '#contract/reading-levels.ts';
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
  if (!pupils || pupils.length === 0) return null;
  const { suggestion, fits } = pupilFits(pupils, textLevel, { classId, emails });
  if (fits.length === 0 && !suggestion) return null;
  return (
    <Stack gap={6} aria-label="Reading level fit" role="group">
      <Text size="sm" fw={600}>
        {`This text reads at grade ${textLevel.toFixed(1)}.`}{' '}
        {suggestion
          ? fits.length > 0
            ? 'It is just right for:'
            : 'It is not just right for any of your pupils with a reading level.'
          : `${fitSummary(fits)}.`}
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
