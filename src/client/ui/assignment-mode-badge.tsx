import { Badge, type BadgeProps } from '@mantine/core';
import type { AssignmentMode } from '#contract/assignments.ts';

const modeLabels: Record<AssignmentMode, { label: string; color: string; title: string }> = {
  practice: {
    label: 'Practice',
    color: 'teal',
    title: 'Each answer is checked at once, with help to try again.',
  },
  check: { label: 'Check', color: 'gray', title: 'Answers are checked when the story is finished.' },
};

/**
 * Practice or check, wherever an assignment is listed or read (docs/product.md §2). Nothing for a
 * copy kept on the device from before modes existed (it has none until the next pull).
 */
export function AssignmentModeBadge({ mode, size }: { mode: AssignmentMode; size?: BadgeProps['size'] }) {
  const known = modeLabels[mode] as (typeof modeLabels)[AssignmentMode] | undefined;
  if (!known) return null;
  const { label, color, title } = known;
  return (
    <Badge color={color} variant="outline" size={size} title={title}>
      {label}
    </Badge>
  );
}
