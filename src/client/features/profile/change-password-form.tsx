import { Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { firstFieldErrors, serverMessage } from '#api-client/api-error.ts';
import { changePassword } from '#api-client/auth.ts';
import { inScreenLanguageLoaded, withErrorInScreenLanguage } from '#client/i18n/server-words.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useApi } from '#client/state/use-api.ts';

const initialValues = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const api = useApi();
  const form = useForm({
    initialValues,
    validate: {
      current_password: (value) => (value ? null : t('password.currentRequired')),
      password: (value) => (value ? null : t('password.newRequired')),
      password_confirmation: (value, values) => (value === values.password ? null : t('password.mismatch')),
    },
  });

  const change = useMutation({
    mutationFn: (values: typeof initialValues) => changePassword(api, values),
    onSuccess: (response) => {
      form.setValues(initialValues);
      void inScreenLanguageLoaded(response.message).then((message) =>
        notifications.show({ color: 'green', title: t('password.changed'), message }),
      );
    },
    onError: (error) => {
      const fields = firstFieldErrors(error);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else form.setFieldError('current_password', serverMessage(error) ?? t('password.failed'));
    },
  });
  const busy = change.isPending;
  const submit = form.onSubmit((values) => change.mutate(values));

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} fz="xl">
          {t('password.title')}
        </Title>
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          required
          {...withErrorInScreenLanguage(form.getInputProps('current_password'))}
        />
        <PasswordInput
          label={t('password.new')}
          autoComplete="new-password"
          required
          {...withErrorInScreenLanguage(form.getInputProps('password'))}
        />
        <PasswordInput
          label={t('password.confirm')}
          autoComplete="new-password"
          required
          {...withErrorInScreenLanguage(form.getInputProps('password_confirmation'))}
        />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t('password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
