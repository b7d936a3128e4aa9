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
import { exportPupilData } from '#api-client/personal-data.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { classDetailQuery, classesKey } from '#client/queries/classes.ts';
import { pupilLevelsQuery } from '#client/queries/reading-levels.ts';
import { textListQuery } from '#client/queries/texts.ts';
import { useApi } from '#client/state/use-api.ts';
import { ButtonLink } from '#client/ui/button-link.tsx';
import { ConfirmModal } from '#client/ui/confirm-modal.tsx';
import { dataFileName, saveJsonFile } from '#client/ui/save-json-file.ts';
import { classSignInScreen } from '#contract/class-pictures.ts';
import type { ClassPupil, Classroom } from '#contract/classes.ts';
import { AddPupilsCard } from './add-pupils-card.tsx';
import { AssignClassCard } from './assign-class-card.tsx';
import { ClassAssignmentsCard } from './class-assignments-card.tsx';
import { classErrorMessage } from './class-messages.ts';
import { PupilsTable } from './pupils-table.tsx';
import { notifyTeacher } from './teacher-toast.ts';

function ClassHeader({ classroom }: { classroom: Classroom }) {
  const { t } = useTranslation('classes');
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
            {t('page.rename')}
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
              label={t('page.className')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={rename.error ? classErrorMessage(rename.error, t('page.renameFailed')) : undefined}
              data-autofocus
            />
            <Button type="submit" loading={rename.isPending}>
              {t('page.save')}
            </Button>
            <Button variant="default" onClick={() => setName(null)}>
              {t('page.cancel')}
            </Button>
          </Group>
        </form>
      )}
      <Text>
        {t('page.classCode')} <Code fz="lg">{classroom.code}</Code> · {t('page.signInAt')} <Code>{link}</Code>
      </Text>
    </Stack>
  );
}

/** One class (docs/classrooms.md): pupils, sign-in cards, assigning a text to everyone. */
export function ClassPage({ id }: { id: string }) {
  // 'ui' too: the confirm modals' words are ready before one opens.
  const { t } = useTranslation(['classes', 'ui']);
  const classId = Number(id);
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery(classDetailQuery(api, classId));
  const [resetting, setResetting] = useState<ClassPupil | null>(null);
  const [removing, setRemoving] = useState<ClassPupil | null>(null);
  const [deleting, setDeleting] = useState(false);
  // The text chosen in "Assign a text": the pupil table marks how it fits each pupil.
  const [textId, setTextId] = useState<string | null>(null);
  const levels = useQuery(pupilLevelsQuery(api)).data;
  const textLevel =
    useQuery(textListQuery(api)).data?.find((text) => String(text.id) === textId)?.reading_level ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: classesKey });

  async function act(action: () => Promise<{ message: string }>, title: string, failure: string) {
    try {
      notifyTeacher('green', title, (await action()).message);
    } catch (error) {
      notifyTeacher('red', failure, classErrorMessage(error, t('page.tryAgain')));
    }
    await refresh();
  }

  if (query.isPending) return <Loader aria-label={t('page.loading')} m="xl" />;
  if (query.isError)
    return (
      <Container py="lg">
        <Alert color="red" role="alert">
          {classErrorMessage(query.error, t('page.failed'))}
        </Alert>
      </Container>
    );
  const classroom = query.data;
  return (
    <Container size="xl" py="lg">
      <ButtonLink to="/classes" variant="subtle" size="sm" px="xs">
        {t('page.back')}
      </ButtonLink>
      <ClassHeader classroom={classroom} />
      <Group mb="lg">
        <ButtonLink to="/classes/$id/cards" params={{ id }} disabled={classroom.pupils.length === 0}>
          {t('page.printCards')}
        </ButtonLink>
        <Button color="red" variant="light" onClick={() => setDeleting(true)}>
          {t('page.deleteClass')}
        </Button>
      </Group>
      <Stack>
        <Card withBorder>
          <Title order={2} fz="lg" mb="sm">
            {t('page.pupils')}
          </Title>
          {classroom.pupils.length === 0 ? (
            <Text c="dimmed">{t('page.noPupils')}</Text>
          ) : (
            <PupilsTable
              pupils={classroom.pupils}
              levels={levels}
              textLevel={textLevel}
              onReset={setResetting}
              onRemove={setRemoving}
              onExport={(pupil) =>
                void exportPupilData(api, classId, pupil.id).then(
                  (data) => saveJsonFile(dataFileName(pupil.name), data),
                  (error: unknown) =>
                    notifyTeacher(
                      'red',
                      t('page.exportFailed'),
                      classErrorMessage(error, t('page.tryAgain')),
                    ),
                )
              }
            />
          )}
        </Card>
        <AddPupilsCard classId={classId} />
        <ClassAssignmentsCard assignments={classroom.assignments} />
        <AssignClassCard
          classId={classId}
          pupils={classroom.pupils.length}
          textId={textId}
          onTextChange={setTextId}
        />
      </Stack>
      <ConfirmModal
        title={t('pupils.newPictures')}
        subject={resetting?.name ?? null}
        message={t('page.resetMessage', { name: resetting?.name ?? '' })}
        confirmLabel={t('pupils.newPictures')}
        onConfirm={() =>
          resetting
            ? act(
                () => resetPicture(api, classId, resetting.id),
                t('toasts.newPictures'),
                t('toasts.picturesNotChanged'),
              )
            : Promise.resolve()
        }
        onClose={() => setResetting(null)}
      />
      <ConfirmModal
        title={t('page.removeTitle')}
        subject={removing?.name ?? null}
        message={
          removing?.email === null
            ? t('page.removePictureMessage', { name: removing.name })
            : t('page.removeEmailMessage', { name: removing?.name ?? '' })
        }
        confirmLabel={t('pupils.remove')}
        color="red"
        onConfirm={() =>
          removing
            ? act(
                () => removePupil(api, classId, removing.id),
                t('toasts.pupilRemoved'),
                t('toasts.pupilNotRemoved'),
              )
            : Promise.resolve()
        }
        onClose={() => setRemoving(null)}
      />
      <ConfirmModal
        title={t('page.deleteClass')}
        subject={deleting ? classroom.name : null}
        message={t('page.deleteMessage', { name: classroom.name })}
        confirmLabel={t('page.deleteClass')}
        color="red"
        onConfirm={async () => {
          await act(() => deleteClass(api, classId), t('toasts.classDeleted'), t('toasts.classNotDeleted'));
          await navigate({ to: '/classes' });
        }}
        onClose={() => setDeleting(false)}
      />
    </Container>
  );
}
