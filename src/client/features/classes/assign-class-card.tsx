import { Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { assignToClass } from '#api-client/classes.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { classesKey } from '#client/queries/classes.ts';
import { pupilLevelsQuery } from '#client/queries/reading-levels.ts';
import { textListQuery } from '#client/queries/texts.ts';
import { useApi } from '#client/state/use-api.ts';
import { AssignmentModeField } from '#client/ui/assignment-mode-field.tsx';
import { endOfDayHere } from '#client/ui/due-date.ts';
import { DueDatePicker } from '#client/ui/due-date-picker.tsx';
import { LevelFitPanel } from '#client/ui/level-fit-panel.tsx';
import type { AssignmentMode } from '#contract/assignments.ts';
import { classErrorMessage } from './class-messages.ts';
import { notifyTeacher } from './teacher-toast.ts';

/**
 * One of the teacher's texts to every pupil of the class, with an optional due date and a mode. The
 * class page holds the chosen text: its pupil table marks how the text fits each pupil.
 */
export function AssignClassCard({
  classId,
  pupils,
  textId,
  onTextChange: setTextId,
}: {
  classId: number;
  pupils: number;
  textId: string | null;
  onTextChange: (textId: string | null) => void;
}) {
  const { t } = useTranslation('classes');
  const api = useApi();
  const queryClient = useQueryClient();
  const texts = useQuery(textListQuery(api));
  const [dueDate, setDueDate] = useState<string | null>(null);
  const [mode, setMode] = useState<AssignmentMode>('practice');
  const assign = useMutation({
    mutationFn: () =>
      assignToClass(api, classId, {
        text_id: Number(textId),
        due_date: dueDate ? endOfDayHere(dueDate) : undefined,
        mode,
      }),
    onSuccess: (response) => {
      notifyTeacher('green', t('toasts.textAssigned'), response.message);
      setTextId(null);
      setDueDate(null);
      // The class page lists what the class was given: it shows the new text at once.
      void queryClient.invalidateQueries({ queryKey: classesKey });
    },
  });
  const levels = useQuery(pupilLevelsQuery(api));
  const chosenText = texts.data?.find((text) => String(text.id) === textId);
  const options = (texts.data ?? []).map((text) => ({ value: String(text.id), label: text.title }));
  return (
    <Card withBorder>
      <Title order={2} fz="lg" mb="sm">
        {t('assign.title')}
      </Title>
      <Stack>
        {assign.error && (
          <Alert color="red" role="alert">
            {classErrorMessage(assign.error, t('assign.failed'))}
          </Alert>
        )}
        {pupils === 0 && <Text c="dimmed">{t('assign.addPupilsFirst')}</Text>}
        <Select
          label={t('assign.text')}
          placeholder={texts.isPending ? t('assign.loadingTexts') : t('assign.chooseText')}
          data={options}
          value={textId}
          onChange={setTextId}
          searchable
          nothingFoundMessage={t('assign.noSuchText')}
        />
        {chosenText && (
          <LevelFitPanel
            pupils={levels.data}
            textLevel={chosenText.reading_level}
            classId={classId}
            emails={[]}
          />
        )}
        <DueDatePicker
          label={t('assign.dueDate')}
          placeholder={t('assign.noDueDate')}
          value={dueDate}
          onChange={(value) => setDueDate(value)}
        />
        <AssignmentModeField value={mode} onChange={setMode} />
        <Group justify="flex-end">
          <Button
            disabled={!textId || pupils === 0}
            loading={assign.isPending}
            onClick={() => assign.mutate()}
          >
            {t('assign.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
