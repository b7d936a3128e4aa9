import { Text, VisuallyHidden } from '@mantine/core';

/** A pupil's estimated reading level as a grade, or a dash that says why there is none (docs/reading-levels.md). */
export function ReadingLevelText({ level }: { level: number | null }) {
  if (level === null) {
    return (
      <Text span size="sm" c="dimmed" title="Not enough reading yet">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>Not enough reading yet</VisuallyHidden>
      </Text>
    );
  }
  return <Text span size="sm">{`Grade ${level.toFixed(1)}`}</Text>;
}
