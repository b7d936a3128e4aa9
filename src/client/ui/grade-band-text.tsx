import { useTranslation } from '#client/i18n/use-translation.ts';
import { gradeBand } from '#contract/reading-levels.ts';

/** The two grades of a level's band as a sentence names them: "3" and "4", or `kindergarten` for grade 0. */
export function bandGrades(level: number, kindergarten: string) {
  const { low, high } = gradeBand(level);
  return { low: low === 0 ? kindergarten : low, high };
}

/** The words of a text's grade band, "Grade 3–4" ("Grade K–1" below grade 1); docs/readability.md. */
export function useGradeBand(): (level: number) => string {
  const { t } = useTranslation('ui');
  return (level) => t('gradeBand', bandGrades(level, t('kindergarten')));
}

/** A text's reading level as the band of two grades it most likely lies in. */
export function GradeBandText({ level }: { level: number }) {
  return <>{useGradeBand()(level)}</>;
}
