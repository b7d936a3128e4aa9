import { Group } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ButtonLink } from '#client/ui/button-link.tsx';
import { DecisionButtons } from '#client/ui/decision-buttons.tsx';
import type { MyAssignment } from '#contract/assignments.ts';
import type { AssignmentDecision } from '#local-db/assignments/assignment-decisions.ts';

export interface DecisionProps {
  decide: (uuid: string, decision: AssignmentDecision) => void;
  /** The decision of this row is on its way: both buttons are disabled. */
  acting: boolean;
  /** False until the local database is open. */
  ready: boolean;
}

/** docs/product.md §2: Approve / Reject on pending rows; View (and View Summary once completed) on the others. */
export function AssignmentActions({
  assignment,
  viewLabel,
  decide,
  acting,
  ready,
}: DecisionProps & { assignment: MyAssignment; viewLabel: string }) {
  const { t } = useTranslation('assignments');
  const { uuid, status } = assignment;
  if (status === 'pending') {
    return (
      <Group gap="xs" wrap="nowrap">
        <DecisionButtons
          size="xs"
          disabled={acting || !ready}
          onDecide={(decision) => decide(uuid, decision)}
        />
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <ButtonLink size="xs" variant="light" to="/assignments/$uuid" params={{ uuid }}>
        {viewLabel}
      </ButtonLink>
      {status === 'completed' && (
        <ButtonLink size="xs" variant="subtle" to="/assignments/$uuid/summary" params={{ uuid }}>
          {t('viewSummary')}
        </ButtonLink>
      )}
    </Group>
  );
}
