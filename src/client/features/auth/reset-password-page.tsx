import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { firstFieldErrors, serverMessage } from '#api-client/api-error.ts';
import { resetPassword } from '#api-client/auth.ts';
import { inScreenLanguage, withErrorInScreenLanguage } from '#client/i18n/server-words.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useApi } from '#client/state/use-api.ts';
import { AuthCard } from '#client/ui/auth-card.tsx';
import { AuthSuccess, BackToLoginLink, EmailInput } from './auth-form-parts.tsx';

export interface ResetPasswordSearch {
  token?: string;
  email?: string;
}

const FORM_FIELDS = ['email', 'password', 'password_confirmation'];

export function ResetPasswordPage({ search }: { search: ResetPasswordSearch }) {
  const { t } = useTranslation('auth');
  const api = useApi();
  const token = search.token ?? '';
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  // The server's sentences as it wrote them, worded in the language on screen at display.
  const [alert, setAlert] = useState<string[]>(token ? [] : [t('messages.invalidResetToken')]);
  const form = useForm({
    initialValues: { email: search.email ?? '', password: '', password_confirmation: '' },
    validate: {
      email: (value) => (value.trim() ? null : t('required.email')),
      password: (value) => (value ? null : t('required.password')),
      password_confirmation: (value) => (value ? null : t('required.passwordConfirmation')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    if (!token) return setAlert([t('messages.invalidResetToken')]);
    setBusy(true);
    setAlert([]);
    try {
      const response = await resetPassword(api, { token, ...values });
      if (response.status === 'success') setDone(true);
      else form.setFieldError('password', response.message || t('messages.somethingWrong'));
    } catch (error) {
      const fields = firstFieldErrors(error);
      const other = Object.entries(fields).filter(([field]) => !FORM_FIELDS.includes(field));
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        if (other.length > 0) setAlert(other.map(([, message]) => message));
      } else form.setFieldError('password', serverMessage(error) ?? t('messages.somethingWrong'));
    } finally {
      setBusy(false);
    }
  });

  if (done) {
    return (
      <AuthCard title={t('reset.title')}>
        <AuthSuccess message={t('messages.passwordReset')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {alert.length > 0 && (
            <Alert color="red" role="alert">
              {alert.map(inScreenLanguage).join(' ')}
            </Alert>
          )}
          <input type="hidden" name="token" value={token} />
          <EmailInput {...withErrorInScreenLanguage(form.getInputProps('email'))} />
          <PasswordInput
            label={t('fields.newPassword')}
            autoComplete="new-password"
            required
            {...withErrorInScreenLanguage(form.getInputProps('password'))}
          />
          <PasswordInput
            label={t('fields.confirmNewPassword')}
            autoComplete="new-password"
            required
            {...withErrorInScreenLanguage(form.getInputProps('password_confirmation'))}
          />
          <Button type="submit" disabled={busy} fullWidth>
            {busy ? t('reset.resetting') : t('reset.submit')}
          </Button>
          <BackToLoginLink centred />
        </Stack>
      </form>
    </AuthCard>
  );
}
