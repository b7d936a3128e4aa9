import { Progress, Stack, Text } from '@mantine/core';

/** docs/product.md §5: answered divided by total, rounded; 0 when total is 0 or missing. */
export function progressPercent(
  answered: number | null | undefined,
  total: number | null | undefined,
): number {
  if (!total || total <= 0) return 0;
  return Math.round(((answered ?? 0) / total) * 100);
}

/** docs/product.md §2: 'answered/total questions (percent%)'. */
export function progressLabel(answered: number | null | undefined, total: number | null | undefined): string {
  return `${answered ?? 0}/${total ?? 0} questions (${progressPercent(answered, total)}%)`;
}

/** The progress bar with its label, as in My Assignments and the owner's table. */
export function AssignmentProgress({ answered, total }: { answered?: number | null; total?: number | null }) {
  const label = progressLabel(answered, total);
  return (
    <Stack gap={4} miw={140}>
      <Progress value={progressPercent(answered, total)} aria-label={label} size="sm" />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
