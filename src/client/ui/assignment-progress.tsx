import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { CommonWords } from './format-duration.ts';

/** docs/product.md §5: answered divided by total, rounded; 0 when total is 0 or missing. */
export function progressPercent(
  answered: number | null | undefined,
  total: number | null | undefined,
): number {
  if (!total || total <= 0) return 0;
  return Math.round(((answered ?? 0) / total) * 100);
}

/** docs/product.md §2: 'answered/total questions (percent%)', in the `common` catalogue's words. */
export function progressLabel(
  answered: number | null | undefined,
  total: number | null | undefined,
  t: CommonWords,
): string {
  const percent = progressPercent(answered, total);
  return t('assignment.progress', { answered: answered ?? 0, total: total ?? 0, percent });
}

/** The progress bar with its label, as in My Assignments and the owner's table. */
export function AssignmentProgress({ answered, total }: { answered?: number | null; total?: number | null }) {
  const { t } = useTranslation();
  const label = progressLabel(answered, total, t);
  return (
    <Stack gap={4} miw={140}>
      <Progress value={progressPercent(answered, total)} aria-label={label} size="sm" />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
