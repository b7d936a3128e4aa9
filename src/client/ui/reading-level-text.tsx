import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** A pupil's estimated reading level as a grade, or a dash that says why there is none (docs/reading-levels.md). */
export function ReadingLevelText({ level }: { level: number | null }) {
  const { t } = useTranslation('ui');
  if (level === null) {
    return (
      <Text span size="sm" c="dimmed" title={t('levelFit.fits.unknown')}>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t('levelFit.fits.unknown')}</VisuallyHidden>
      </Text>
    );
  }
  return (
    <Text span size="sm">
      {t('gradeExact', { level })}
    </Text>
  );
}
