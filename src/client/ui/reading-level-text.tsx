import { Stack, Text } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { ReadingLevel } from '#contract/reading-levels.ts';

/**
 * A pupil's estimated reading level as a grade with what it rests on ("based on 4 stories"), or, in
 * words, that there is not enough reading yet for one (docs/reading-levels.md).
 */
export function ReadingLevelText({ level }: { level: ReadingLevel | null | undefined }) {
  const { t } = useTranslation('ui');
  if (level?.level == null) {
    return (
      <Text span size="sm" c="dimmed">
        {t('levelFit.fits.unknown')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text span size="sm">
        {t('gradeExact', { level: level.level })}
      </Text>
      <Text span size="xs" c="dimmed">
        {t('basedOn', { count: level.based_on })}
      </Text>
    </Stack>
  );
}
