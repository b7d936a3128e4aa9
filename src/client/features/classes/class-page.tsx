import {
  Alert,
  Button,
  Card,
  Code,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { deleteClass, removePupil, renameClass, resetPicture } from '#api-client/classes.ts';
import { classDetailQuery, classesKey } from '#client/queries/classes.ts';
import { useApi } from '#client/state/use-api.ts';
import { ButtonLink } from '#client/ui/button-link.tsx';
import { ConfirmModal } from '#client/ui/confirm-modal.tsx';
import { classSignInScreen } from '#contract/class-pictures.ts';
import type { ClassPupil, Classroom } from '#contract/classes.ts';
import { AddPupilsCard } from './add-pupils-card.tsx';
import { AssignClassCard } from './assign-class-card.tsx';
import { classErrorMessage } from './class-messages.ts';
import { PupilsTable } from './pupils-table.tsx';
import { notifyTeacher } from './teacher-toast.ts';

function ClassHeader({ classroom }: { classroom: Classroom }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [name, setName] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: (value: string) => renameClass(api, classroom.id, value.trim()),
    onSuccess: async () => {
      setName(null);
      await queryClient.invalidateQueries({ queryKey: classesKey });
    },
  });
  const link = `${window.location.origin}${classSignInScreen(classroom.code)}`;
  return (
    <Stack gap="xs" mb="lg">
      {name === null ? (
        <Group>
          <Title order={1}>{classroom.name}</Title>
          <Button variant="subtle" size="sm" onClick={() => setName(classroom.name)}>
            Rename
          </Button>
        </Group>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            rename.mutate(name);
          }}
        >
          <Group align="flex-end">
            <TextInput
              label="Class name"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={
                rename.error ? classErrorMessage(rename.error, 'The class could not be renamed.') : undefined
              }
              data-autofocus
            />
            <Button type="submit" loading={rename.isPending}>
              Save
            </Button>
            <Button variant="default" onClick={() => setName(null)}>
              Cancel
            </Button>
          </Group>
        </form>
      )}
      <Text>
        Class code <Code fz="lg">{classroom.code}</Code> · pupils sign in at <Code>{link}</Code>
      </Text>
    </Stack>
  );
}

/** One class (docs/classrooms.md): pupils, sign-in cards, assigning a text to everyone. */
export function ClassPage({ id }: { id: string }) {
  const classId = Number(id);
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery(classDetailQuery(api, classId));
  const [resetting, setResetting] = useState<ClassPupil | null>(null);
  const [removing, setRemoving] = useState<ClassPupil | null>(null);
  const [deleting, setDeleting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: classesKey });

  async function act(action: () => Promise<{ message: string }>, title: string, failure: string) {
    try {
      notifyTeacher('green', title, (await action()).message);
    } catch (error) {
      notifyTeacher('red', failure, classErrorMessage(error, 'Please try again.'));
    }
    await refresh();
  }

  if (query.isPending) return <Loader aria-label="Loading the class" m="xl" />;
  if (query.isError)
    return (
      <Container py="lg">
        <Alert color="red" role="alert">
          {classErrorMessage(query.error, 'This class could not be loaded. Please check your connection.')}
        </Alert>
      </Container>
    );
  const classroom = query.data;
  return (
    <Container size="xl" py="lg">
      <ButtonLink to="/classes" variant="subtle" size="sm" px="xs">
        Back to Classes
      </ButtonLink>
      <ClassHeader classroom={classroom} />
      <Group mb="lg">
        <ButtonLink to="/classes/$id/cards" params={{ id }} disabled={classroom.pupils.length === 0}>
          Print sign-in cards
        </ButtonLink>
        <Button color="red" variant="light" onClick={() => setDeleting(true)}>
          Delete class
        </Button>
      </Group>
      <Stack>
        <Card withBorder>
          <Title order={2} fz="lg" mb="sm">
            Pupils
          </Title>
          {classroom.pupils.length === 0 ? (
            <Text c="dimmed">No pupils yet. Paste their names below.</Text>
          ) : (
            <PupilsTable pupils={classroom.pupils} onReset={setResetting} onRemove={setRemoving} />
          )}
        </Card>
        <AddPupilsCard classId={classId} />
        <AssignClassCard classId={classId} pupils={classroom.pupils.length} />
      </Stack>
      <ConfirmModal
        title="New pictures"
        subject={resetting?.name ?? null}
        message={`Give ${resetting?.name ?? ''} three new pictures? The old ones stop working, and you print a new card.`}
        confirmLabel="New pictures"
        onConfirm={() =>
          resetting
            ? act(() => resetPicture(api, classId, resetting.id), 'New Pictures', 'Pictures Not Changed')
            : Promise.resolve()
        }
        onClose={() => setResetting(null)}
      />
      <ConfirmModal
        title="Remove pupil"
        subject={removing?.name ?? null}
        message={
          removing?.email === null
            ? `Remove ${removing.name}? Their account and their reading in this class are deleted.`
            : `Remove ${removing?.name ?? ''} from the class? Their account stays.`
        }
        confirmLabel="Remove"
        color="red"
        onConfirm={() =>
          removing
            ? act(() => removePupil(api, classId, removing.id), 'Pupil Removed', 'Pupil Not Removed')
            : Promise.resolve()
        }
        onClose={() => setRemoving(null)}
      />
      <ConfirmModal
        title="Delete class"
        subject={deleting ? classroom.name : null}
        message={`Delete ${classroom.name}? Pupils who sign in with pictures are deleted with it; pupils with e-mail keep their accounts.`}
        confirmLabel="Delete class"
        color="red"
        onConfirm={async () => {
          await act(() => deleteClass(api, classId), 'Class Deleted', 'Class Not Deleted');
          await navigate({ to: '/classes' });
        }}
        onClose={() => setDeleting(false)}
      />
    </Container>
  );
}
