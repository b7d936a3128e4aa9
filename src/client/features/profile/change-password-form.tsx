import { Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { firstFieldErrors, serverMessage } from '#api-client/api-error.ts';
import { changePassword } from '#api-client/auth.ts';
import { useApi } from '#client/state/use-api.ts';

const initialValues = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const api = useApi();
  const form = useForm({
    initialValues,
    validate: {
      current_password: (value) => (value ? null : 'The current password field is required.'),
      password: (value) => (value ? null : 'The password field is required.'),
      password_confirmation: (value, values) =>
        value === values.password ? null : 'The password field confirmation does not match.',
    },
  });

  const change = useMutation({
    mutationFn: (values: typeof initialValues) => changePassword(api, values),
    onSuccess: (response) => {
      form.setValues(initialValues);
      notifications.show({ color: 'green', title: 'Password changed', message: response.message });
    },
    onError: (error) => {
      const fields = firstFieldErrors(error);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else form.setFieldError('current_password', serverMessage(error) ?? 'Failed to change your password.');
    },
  });
  const busy = change.isPending;
  const submit = form.onSubmit((values) => change.mutate(values));

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} fz="xl">
          Change password
        </Title>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('current_password')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password_confirmation')}
        />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
