import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { textListQuery } from '#client/queries/texts.ts';
import { useApi } from '#client/state/use-api.ts';
import { useOnline } from '#client/state/use-online.ts';
import { ButtonLink } from '#client/ui/button-link.tsx';
import { ConfirmModal } from '#client/ui/confirm-modal.tsx';
import type { OwnerAssignment } from '#contract/assignments.ts';
import { AssignTextModal } from './assign-text-modal.tsx';
import { assigneeLabel } from './assignee-tags.ts';
import { TextAssignmentsTable } from './text-assignments-table.tsx';
import { useOwnerCommands } from './use-owner-commands.ts';
import { useTextAssignments } from './use-text-assignments.ts';

/** docs/product.md §2 "Assignments of a text": the Assign Text modal, the table, resend and delete modals. */
export function TextAssignmentsPage({ id }: { id: string }) {
  const textId = Number(id);
  const { state, reload } = useTextAssignments(textId);
  // The page names its text. The list of texts carries the title (and is cached when coming from
  // My Texts); a text's detail would fetch all its paragraphs for one line.
  const title = useQuery(textListQuery(useApi())).data?.find((text) => text.id === textId)?.title;
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
        <Group gap="xs">
          <ButtonLink to="/texts/$id/results" params={{ id }} variant="light">
            Results
          </ButtonLink>
          <Button onClick={() => setAssigning(true)} disabled={offline}>
            Assign Text
          </Button>
        </Group>
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
        subject={resending && assigneeLabel(resending)}
        message={`Send a new invitation link to ${resending ? assigneeLabel(resending) : ''}? The earlier link stops working.`}
        confirmLabel="Resend Invitation"
        onConfirm={() => (resending ? commands.resend(resending) : Promise.resolve())}
        onClose={() => setResending(null)}
      />
      <ConfirmModal
        title="Delete Assignment"
        subject={deleting && assigneeLabel(deleting)}
        message={`Delete the assignment of ${deleting ? assigneeLabel(deleting) : ''}? Their answers are deleted too.`}
        confirmLabel="Delete"
        color="red"
        onConfirm={() => (deleting ? commands.remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Container>
  );
}
