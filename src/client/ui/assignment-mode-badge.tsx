import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { AssignmentMode } from '#contract/assignments.ts';
import type { PlainBadgeColour } from './plain-badge.tsx';

/** Each mode's colour, for Badge and for PlainBadge (the results grid). */
export const modeColours: Record<AssignmentMode, PlainBadgeColour> = { practice: 'teal', check: 'gray' };

/**
 * Practice or check, wherever an assignment is listed or read (docs/product.md §2). Nothing for a
 * copy kept on the device from before modes existed (it has none until the next pull).
 */
export function AssignmentModeBadge({ mode, size }: { mode: AssignmentMode; size?: BadgeProps['size'] }) {
  const { t } = useTranslation();
  if (!(mode in modeColours)) return null;
  return (
    <Badge color={modeColours[mode]} variant="outline" size={size} title={t(`assignment.mode.${mode}Title`)}>
      {t(`assignment.mode.${mode}`)}
    </Badge>
  );
}
