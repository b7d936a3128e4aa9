import '@mantine/dates/styles.css';
import { Alert, Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { assignText } from '#api-client/assignments.ts';
import { useApi } from '#client/state/use-api.ts';
import { ASSIGNMENT_CREATED_MESSAGE, type AssignmentMode } from '#contract/assignments.ts';
import { createAssignmentError } from './owner-messages.ts';
import { notifyOwner } from './owner-toast.ts';

/** Today as `YYYY-MM-DD` in the browser's zone: the earliest due date the server accepts. */
const today = () => new Date().toLocaleDateString('en-CA');

interface AssignFormValues {
  email: string;
  due_date: string | null;
  mode: AssignmentMode;
}

interface AssignTextModalProps {
  textId: number;
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/** docs/product.md §2/§5: email required, due date optional; 'Assignment Created' on success. */
export function AssignTextModal({ textId, opened, onClose, onCreated }: AssignTextModalProps) {
  const api = useApi();
  const assign = useMutation({
    mutationFn: ({ email, due_date, mode }: AssignFormValues) =>
      assignText(api, textId, { email: email.trim(), due_date: due_date || undefined, mode }),
    onSuccess: (response) => {
      notifyOwner('green', 'Assignment Created', response.message || ASSIGNMENT_CREATED_MESSAGE);
      close();
      onCreated();
    },
  });
  const error = assign.error ? createAssignmentError(assign.error) : null;
  const form = useForm({
    initialValues: { email: '', due_date: null, mode: 'practice' } as AssignFormValues,
    validate: { email: (value) => (value.trim() ? null : 'The email field is required.') },
  });

  function close() {
    form.reset();
    assign.reset();
    onClose();
  }

  const submit = form.onSubmit((values) => assign.mutate(values));

  return (
    <Modal opened={opened} onClose={close} title="Assign Text">
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput label="Email" type="email" required data-autofocus {...form.getInputProps('email')} />
          <DatePickerInput
            label="Due date"
            placeholder="No due date"
            clearable
            minDate={today()}
            {...form.getInputProps('due_date')}
          />
          <Radio.Group label="Mode" {...form.getInputProps('mode')}>
            <Stack gap="xs" mt="xs">
              <Radio
                value="practice"
                label="Practice"
                description="Says at once whether each answer is right, explains it and lets the pupil try again."
              />
              <Radio
                value="check"
                label="Check"
                description="Shows nothing about the answers until the pupil finishes."
              />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={assign.isPending}>
              Assign
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
