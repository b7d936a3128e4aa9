import { useTranslation } from '#client/i18n/use-translation.ts';
import { gradeBand } from '#contract/reading-levels.ts';

/** The words of a text's grade band, "Grade 3–4" ("Grade K–1" below grade 1); docs/readability.md. */
export function useGradeBand(): (level: number) => string {
  const { t } = useTranslation('ui');
  return (level) => {
    const { low, high } = gradeBand(level);
    return t('gradeBand', { low: low === 0 ? t('kindergarten') : low, high });
  };
}

/** A text's reading level as the band of two grades it most likely lies in. */
export function GradeBandText({ level }: { level: number }) {
  return <>{useGradeBand()(level)}</>;
}
