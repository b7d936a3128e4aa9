import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { AssignmentMode } from '#contract/assignments.ts';
import type { PlainBadgeColour } from './plain-badge.tsx';

const modeColours: Record<AssignmentMode, PlainBadgeColour> = { practice: 'teal', check: 'gray' };

/**
 * A mode's colour, words and explanation, for Badge here and PlainBadge in the results grid. None
 * for a copy kept on the device from before modes existed (it has none until the next pull).
 */
export function useModeLook(mode: AssignmentMode) {
  const { t } = useTranslation();
  if (!(mode in modeColours)) return null;
  return {
    colour: modeColours[mode],
    label: t(`assignment.mode.${mode}`),
    title: t(`assignment.mode.${mode}Title`),
  };
}

/** Practice or check, wherever an assignment is listed or read (docs/product.md §2). */
export function AssignmentModeBadge({ mode, size }: { mode: AssignmentMode; size?: BadgeProps['size'] }) {
  const look = useModeLook(mode);
  if (!look) return null;
  return (
    <Badge color={look.colour} variant="outline" size={size} title={look.title}>
      {look.label}
    </Badge>
  );
}
