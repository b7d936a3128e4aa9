import { Button, type MantineSize } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { AssignmentDecision } from '#contract/assignments.ts';

interface DecisionButtonsProps {
  onDecide: (decision: AssignmentDecision) => void;
  disabled: boolean;
  size?: MantineSize;
}

/** Approve and Reject of a pending assignment (docs/product.md §2); the caller lays them out in its own Group. */
export function DecisionButtons({ onDecide, disabled, size }: DecisionButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button size={size} color="green" disabled={disabled} onClick={() => onDecide('approve')}>
        {t('assignment.approve')}
      </Button>
      <Button size={size} color="red" variant="light" disabled={disabled} onClick={() => onDecide('reject')}>
        {t('assignment.reject')}
      </Button>
    </>
  );
}
