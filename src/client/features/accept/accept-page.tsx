import { Alert, Anchor, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useFormatters } from '#client/i18n/use-formatters.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { AssignmentStatusBadge } from '#client/ui/assignment-status-badge.tsx';
import { ButtonLink } from '#client/ui/button-link.tsx';
import { DecisionButtons } from '#client/ui/decision-buttons.tsx';
import { ScreenLoader } from '#client/ui/screen-loader.tsx';
import type { MyAssignment } from '#contract/assignments.ts';
import type { AssignmentDecision } from '#local-db/assignments/assignment-decisions.ts';

export interface AcceptPageProps {
  /** undefined while loading; null when the list has no assignment with this id. */
  assignment: MyAssignment | null | undefined;
  failed: boolean;
  retry: () => void;
  waiting: boolean;
  acting: boolean;
  ready: boolean;
  decide: (uuid: string, decision: AssignmentDecision) => void;
}

function Decision({ assignment, acting, ready, decide }: AcceptPageProps & { assignment: MyAssignment }) {
  const { t } = useTranslation('accept');
  const { uuid, status } = assignment;
  if (status === 'pending') {
    return (
      <Group>
        <DecisionButtons disabled={acting || !ready} onDecide={(decision) => decide(uuid, decision)} />
      </Group>
    );
  }
  if (status === 'rejected') return <Text c="dimmed">{t('declined')}</Text>;
  return (
    <ButtonLink
      to={status === 'completed' ? '/assignments/$uuid/summary' : '/assignments/$uuid'}
      params={{ uuid }}
    >
      {status === 'completed' ? t('viewSummary') : t('open')}
    </ButtonLink>
  );
}

function AssignmentCard(props: AcceptPageProps & { assignment: MyAssignment }) {
  const format = useFormatters();
  const { t } = useTranslation('accept');
  const { assignment, waiting } = props;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2}>{assignment.text?.title || t('unknownText')}</Title>
            {assignment.text?.author && <Text c="dimmed">{t('by', { author: assignment.text.author })}</Text>}
          </Stack>
          <AssignmentStatusBadge status={assignment.status} />
        </Group>
        <Text>{t('due', { date: format.dueDate(assignment.due_date) })}</Text>
        {waiting && (
          <Badge color="gray" variant="outline">
            {t('waiting')}
          </Badge>
        )}
        <Decision {...props} assignment={assignment} />
      </Stack>
    </Card>
  );
}

/** docs/product.md §2 "Accept": the assignment e-mail's link target — the card with Approve / Reject. */
export function AcceptPage(props: AcceptPageProps) {
  const { t } = useTranslation('accept');
  const { assignment, failed, retry } = props;
  return (
    <Container size="sm" py="lg">
      <Stack>
        <Title order={1}>{t('title')}</Title>
        {assignment === undefined && !failed && <ScreenLoader label={t('loading')} />}
        {assignment === undefined && failed && (
          <Alert color="red" role="alert">
            <Stack align="flex-start">
              <Text>{t('failed')}</Text>
              <Button variant="light" color="red" onClick={retry}>
                {t('tryAgain')}
              </Button>
            </Stack>
          </Alert>
        )}
        {assignment === null && <Alert color="yellow">{t('notInList')}</Alert>}
        {assignment && <AssignmentCard {...props} assignment={assignment} />}
        <Anchor component={Link} to="/assignments">
          {t('backToList')}
        </Anchor>
      </Stack>
    </Container>
  );
}
