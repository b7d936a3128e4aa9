import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useFormatters } from '#client/i18n/use-formatters.ts';
import { AssignmentStatusBadge } from '#client/ui/assignment-status-badge.tsx';
import { ButtonLink } from '#client/ui/button-link.tsx';
import { DecisionButtons } from '#client/ui/decision-buttons.tsx';
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
  const { uuid, status } = assignment;
  if (status === 'pending') {
    return (
      <Group>
        <DecisionButtons disabled={acting || !ready} onDecide={(decision) => decide(uuid, decision)} />
      </Group>
    );
  }
  if (status === 'rejected') return <Text c="dimmed">You declined this assignment.</Text>;
  return (
    <ButtonLink
      to={status === 'completed' ? '/assignments/$uuid/summary' : '/assignments/$uuid'}
      params={{ uuid }}
    >
      {status === 'completed' ? 'View Summary' : 'Open Assignment'}
    </ButtonLink>
  );
}

function AssignmentCard(props: AcceptPageProps & { assignment: MyAssignment }) {
  const format = useFormatters();
  const { assignment, waiting } = props;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2}>{assignment.text?.title || 'Unknown Text'}</Title>
            {assignment.text?.author && <Text c="dimmed">by {assignment.text.author}</Text>}
          </Stack>
          <AssignmentStatusBadge status={assignment.status} />
        </Group>
        <Text>Due: {format.dueDate(assignment.due_date)}</Text>
        {waiting && (
          <Badge color="gray" variant="outline">
            Waiting to sync
          </Badge>
        )}
        <Decision {...props} assignment={assignment} />
      </Stack>
    </Card>
  );
}

/** docs/product.md §2 "Accept": the assignment e-mail's link target — the card with Approve / Reject. */
export function AcceptPage(props: AcceptPageProps) {
  const { assignment, failed, retry } = props;
  return (
    <Container size="sm" py="lg">
      <Stack>
        <Title order={1}>New Assignment</Title>
        {assignment === undefined && !failed && (
          <Center py="xl">
            <Loader aria-label="Loading the assignment" />
          </Center>
        )}
        {assignment === undefined && failed && (
          <Alert color="red" role="alert">
            <Stack align="flex-start">
              <Text>Failed to load your assignments. Please try again later.</Text>
              <Button variant="light" color="red" onClick={retry}>
                Try Again
              </Button>
            </Stack>
          </Alert>
        )}
        {assignment === null && <Alert color="yellow">This assignment is not in your list.</Alert>}
        {assignment && <AssignmentCard {...props} assignment={assignment} />}
        <Anchor component={Link} to="/assignments">
          Back to My Assignments
        </Anchor>
      </Stack>
    </Container>
  );
}
