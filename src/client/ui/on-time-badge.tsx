import { Badge } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { PlainBadgeColour } from './plain-badge.tsx';

/**
 * How finished work was handed in, in words (never by colour alone): on time, late, or that it had
 * no due date. None while it is not finished. For Badge here and PlainBadge in the results grid.
 */
export function useOnTimeLook(
  completed: boolean,
  onTime: boolean | null,
): { colour: PlainBadgeColour; label: string } | null {
  const { t } = useTranslation();
  if (!completed) return null;
  if (onTime === null) return { colour: 'gray', label: t('dueDate.none') };
  return onTime
    ? { colour: 'green', label: t('assignment.onTime') }
    : { colour: 'orange', label: t('assignment.late') };
}

export function OnTimeBadge({ completed, onTime }: { completed: boolean; onTime: boolean | null }) {
  const look = useOnTimeLook(completed, onTime);
  if (!look) return null;
  return (
    <Badge variant="light" color={look.colour}>
      {look.label}
    </Badge>
  );
}
