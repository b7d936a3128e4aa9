import { Badge } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { AssignmentStatus } from '#contract/assignments.ts';
import type { PlainBadgeColour } from './plain-badge.tsx';

/** Each status's colour, for Badge and for PlainBadge (the results grid). */
export const statusColours: Record<AssignmentStatus, PlainBadgeColour> = {
  pending: 'yellow',
  in_progress: 'blue',
  completed: 'green',
  rejected: 'red',
};

export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  const { t } = useTranslation();
  const known = status in statusColours;
  const color = known ? statusColours[status] : 'gray';
  const label = known ? t(`assignment.status.${status}`) : status;
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
