import { Button, Card, Group, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { UserSync } from '#client/sync/user-sync-atom.ts';
import { write } from '#client/sync/write.ts';
import { type AssignmentDecision, decisionKind } from '#local-db/assignments/assignment-decisions.ts';

/** A pending assignment is accepted (or declined) before reading; both work offline (outbox). */
export function AcceptPrompt({ sync, uuid }: { sync: UserSync; uuid: string }) {
  const { t } = useTranslation('reader');
  const navigate = useNavigate();
  const decide = async (decision: AssignmentDecision) => {
    await write(sync, decisionKind(decision), { uuid }, { sendAfterMs: 0 });
    if (decision === 'reject') await navigate({ to: '/assignments' });
  };
  return (
    <Card withBorder radius="lg" padding="lg">
      <Text fz="lg" mb="md">
        {t('acceptBody')}
      </Text>
      <Group>
        <Button size="lg" onClick={() => decide('approve')}>
          {t('accept')}
        </Button>
        <Button size="lg" variant="default" onClick={() => decide('reject')}>
          {t('decline')}
        </Button>
      </Group>
    </Card>
  );
}
