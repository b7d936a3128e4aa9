import { Badge } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { AssignmentStatus } from '#contract/assignments.ts';
import type { PlainBadgeColour } from './plain-badge.tsx';

const statusColours: Record<AssignmentStatus, PlainBadgeColour> = {
  pending: 'yellow',
  in_progress: 'blue',
  completed: 'green',
  rejected: 'red',
};

/**
 * A status's colour and words, for Badge here and PlainBadge in the results grid; a status this
 * version does not know (from a newer server) shows as it is, in grey.
 */
export function useStatusLook(status: AssignmentStatus): { colour: PlainBadgeColour; label: string } {
  const { t } = useTranslation();
  if (!(status in statusColours)) return { colour: 'gray', label: status };
  return { colour: statusColours[status], label: t(`assignment.status.${status}`) };
}

export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  const { colour, label } = useStatusLook(status);
  return (
    <Badge color={colour} variant="light">
      {label}
    </Badge>
  );
}
