import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { textDetailQuery } from '#client/queries/texts.ts';
import { useApi } from '#client/state/use-api.ts';
import { useOnline } from '#client/state/use-online.ts';
import { ButtonLink } from '#client/ui/button-link.tsx';
import type { OwnerAssignment } from '#contract/assignments.ts';
import { AssignTextModal } from './assign-text-modal.tsx';
import { assigneeEmail } from './assignee-tags.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { TextAssignmentsTable } from './text-assignments-table.tsx';
import { useOwnerCommands } from './use-owner-commands.ts';
import { useTextAssignments } from './use-text-assignments.ts';

/** docs/product.md §2 "Assignments of a text": the Assign Text modal, the table, resend and delete modals. */
export function TextAssignmentsPage({ id }: { id: string }) {
  const textId = Number(id);
  const { state, reload } = useTextAssignments(textId);
  // The page names its text; until the title arrives (or if it cannot) it is just "Assignments".
  const title = useQuery(textDetailQuery(useApi(), textId)).data?.title;
  const commands = useOwnerCommands(textId, reload);
  const offline = !useOnline();
  const [assigning, setAssigning] = useState(false);
  const [resending, setResending] = useState<OwnerAssignment | null>(null);
  const [deleting, setDeleting] = useState<OwnerAssignment | null>(null);

  return (
    <Container size="xl" py="lg">
      <ButtonLink to="/texts" variant="subtle" size="sm" px="xs">
        Back to My Texts
      </ButtonLink>
      <Group justify="space-between" mb="md">
        <Title order={1}>{title ? `Assignments: ${title}` : 'Assignments'}</Title>
        <Button onClick={() => setAssigning(true)} disabled={offline}>
          Assign Text
        </Button>
      </Group>
      {offline && (
        <Alert color="yellow" mb="md" role="status">
          Managing assignments needs a connection. You are offline; these controls come back when you are
          online.
        </Alert>
      )}
      {state.status === 'loading' && (
        <Center py="xl">
          <Loader aria-label="Loading assignments" />
        </Center>
      )}
      {state.status === 'failed' && (
        <Alert color="red" role="alert">
          <Stack align="flex-start">
            <Text>The assignments of this text could not be loaded.</Text>
            <Button variant="light" color="red" onClick={() => void reload()}>
              Try Again
            </Button>
          </Stack>
        </Alert>
      )}
      {state.status === 'ready' && state.items.length === 0 && (
        <Text c="dimmed" py="xl" ta="center">
          This text is not assigned to anyone yet.
        </Text>
      )}
      {state.status === 'ready' && state.items.length > 0 && (
        <TextAssignmentsTable
          items={state.items}
          offline={offline}
          open={commands.open}
          resend={setResending}
          remove={setDeleting}
        />
      )}
      <AssignTextModal
        textId={textId}
        opened={assigning}
        onClose={() => setAssigning(false)}
        onCreated={() => void reload()}
      />
      <ConfirmModal
        title="Resend Invitation"
        subject={resending && assigneeEmail(resending)}
        message={`Send a new invitation link to ${resending ? assigneeEmail(resending) : ''}? The earlier link stops working.`}
        confirmLabel="Resend Invitation"
        onConfirm={() => (resending ? commands.resend(resending) : Promise.resolve())}
        onClose={() => setResending(null)}
      />
      <ConfirmModal
        title="Delete Assignment"
        subject={deleting && assigneeEmail(deleting)}
        message={`Delete the assignment of ${deleting ? assigneeEmail(deleting) : ''}? Their answers are deleted too.`}
        confirmLabel="Delete"
        color="red"
        onConfirm={() => (deleting ? commands.remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Container>
  );
}
