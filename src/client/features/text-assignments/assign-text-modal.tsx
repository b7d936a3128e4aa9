import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { assignText } from '#api-client/assignments.ts';
import { assignToClass } from '#api-client/classes.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { classListQuery } from '#client/queries/classes.ts';
import { pupilLevelsQuery } from '#client/queries/reading-levels.ts';
import { textListQuery } from '#client/queries/texts.ts';
import { useApi } from '#client/state/use-api.ts';
import { AssignmentModeField } from '#client/ui/assignment-mode-field.tsx';
import { endOfDayHere } from '#client/ui/due-date.ts';
import { DueDatePicker } from '#client/ui/due-date-picker.tsx';
import { LevelFitPanel } from '#client/ui/level-fit-panel.tsx';
import { ASSIGNMENT_CREATED_MESSAGE, type AssignmentMode } from '#contract/assignments.ts';
import { createAssignmentError } from './owner-messages.ts';
import { notifyOwner } from './owner-toast.ts';

interface AssignTextModalProps {
  textId: number;
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/** Addresses typed or pasted into the one field: separated by commas, semicolons, spaces or lines. */
const addressesIn = (value: string) => value.split(/[\s,;]+/).filter(Boolean);

interface AssignValues {
  email: string;
  class_id: string | null;
  due_date: string | null;
  mode: AssignmentMode;
}

/** Several addresses go as `emails`, a class to the class's own call (docs/classrooms.md). */
async function sendAssignment(
  api: ReturnType<typeof useApi>,
  textId: number,
  values: AssignValues,
): Promise<{ message: string }> {
  const settings = {
    due_date: values.due_date ? endOfDayHere(values.due_date) : undefined,
    mode: values.mode,
  };
  if (values.class_id) return assignToClass(api, Number(values.class_id), { text_id: textId, ...settings });
  const emails = addressesIn(values.email);
  return emails.length > 1
    ? assignText(api, textId, { emails, ...settings })
    : assignText(api, textId, { email: values.email.trim(), ...settings });
}

/**
 * docs/product.md §2/§5: email required (or several, or a whole class: docs/classrooms.md), due date
 * optional; t('toasts.created') on success.
 */
export function AssignTextModal({ textId, opened, onClose, onCreated }: AssignTextModalProps) {
  const { t } = useTranslation('textAssignments');
  const api = useApi();
  const classes = useQuery({ ...classListQuery(api), enabled: opened });
  // The text's level comes from the cached list of texts (the page names its text from it too).
  const levels = useQuery({ ...pupilLevelsQuery(api), enabled: opened });
  const textLevel = useQuery(textListQuery(api)).data?.find((text) => text.id === textId)?.reading_level;
  const assign = useMutation({
    mutationFn: (values: AssignValues) => sendAssignment(api, textId, values),
    onSuccess: (response) => {
      notifyOwner('green', t('toasts.created'), response.message || ASSIGNMENT_CREATED_MESSAGE);
      close();
      onCreated();
    },
  });
  const error = assign.error ? createAssignmentError(assign.error) : null;
  const form = useForm<AssignValues>({
    initialValues: { email: '', class_id: null, due_date: null, mode: 'practice' },
    validate: {
      email: (value, values) => (value.trim() || values.class_id ? null : t('modal.emailRequired')),
    },
  });
  const classOptions = (classes.data ?? []).map((item) => ({ value: String(item.id), label: item.name }));

  function close() {
    form.reset();
    assign.reset();
    onClose();
  }

  const submit = form.onSubmit((values) => assign.mutate(values));

  return (
    <Modal opened={opened} onClose={close} title={t('modal.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t('modal.email')}
            description={t('modal.emailHint')}
            required={!form.values.class_id}
            disabled={Boolean(form.values.class_id)}
            data-autofocus
            {...form.getInputProps('email')}
          />
          {classOptions.length > 0 && (
            <Select
              label={t('modal.orClass')}
              placeholder={t('modal.noClass')}
              clearable
              data={classOptions}
              {...form.getInputProps('class_id')}
            />
          )}
          {opened && textLevel !== undefined && (
            <LevelFitPanel
              pupils={levels.data}
              textLevel={textLevel}
              classId={form.values.class_id ? Number(form.values.class_id) : null}
              emails={addressesIn(form.values.email)}
            />
          )}
          <DueDatePicker
            label={t('modal.dueDate')}
            placeholder={t('modal.noDueDate')}
            {...form.getInputProps('due_date')}
          />
          <AssignmentModeField
            value={form.values.mode}
            onChange={(mode) => form.setFieldValue('mode', mode)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('modal.cancel')}
            </Button>
            <Button type="submit" loading={assign.isPending}>
              {t('modal.assign')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
