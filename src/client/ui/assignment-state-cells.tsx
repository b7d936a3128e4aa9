import { Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { AssignmentMode, AssignmentStatus } from '#contract/assignments.ts';
import { AssignmentModeBadge } from './assignment-mode-badge.tsx';
import { AssignmentProgress } from './assignment-progress.tsx';
import { AssignmentStatusBadge } from './assignment-status-badge.tsx';
import { formatDueDate } from './format-due-date.ts';

interface AssignmentStateCellsProps {
  status: AssignmentStatus;
  mode: AssignmentMode;
  dueDate: string | null | undefined;
  answered: number;
  total: number;
  /** Said instead of the status badge when the assignee's account says more (an invitation still open). */
  statusInstead?: ReactNode;
}

/** The Status (and mode), Due Date and Progress headers, in the order both assignment tables show them (docs/product.md §2). */
export function AssignmentStateHeaders() {
  const { t } = useTranslation();
  return (
    <>
      <Table.Th>{t('assignment.headers.status')}</Table.Th>
      <Table.Th>{t('assignment.headers.dueDate')}</Table.Th>
      <Table.Th>{t('assignment.headers.progress')}</Table.Th>
    </>
  );
}

/** The cells under AssignmentStateHeaders, for My Assignments and the owner's assignments of a text. */
export function AssignmentStateCells({
  status,
  mode,
  dueDate,
  answered,
  total,
  statusInstead,
}: AssignmentStateCellsProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Table.Td>
        <Group gap={6}>
          {statusInstead ?? <AssignmentStatusBadge status={status} />}
          <AssignmentModeBadge mode={mode} />
        </Group>
      </Table.Td>
      <Table.Td>{formatDueDate(dueDate, i18n.resolvedLanguage ?? i18n.language, t)}</Table.Td>
      <Table.Td>
        <AssignmentProgress answered={answered} total={total} />
      </Table.Td>
    </>
  );
}
