import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { firstFieldErrors, serverMessage } from '#api-client/api-error.ts';
import { forgotPassword } from '#api-client/auth.ts';
import { withErrorInScreenLanguage } from '#client/i18n/server-words.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useApi } from '#client/state/use-api.ts';
import { AuthCard } from '#client/ui/auth-card.tsx';
import { AuthSuccess, BackToLoginLink, EmailInput } from './auth-form-parts.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const api = useApi();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (value) => (value.trim() ? null : t('required.email')) },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setBusy(true);
    try {
      const response = await forgotPassword(api, email);
      if (response.status === 'success') setSent(true);
      else form.setFieldError('email', response.message || t('messages.somethingWrong'));
    } catch (error) {
      const fields = firstFieldErrors(error);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else form.setFieldError('email', serverMessage(error) ?? t('messages.somethingWrong'));
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {sent ? (
        <AuthSuccess message={t('messages.resetLinkSent')} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <EmailInput {...withErrorInScreenLanguage(form.getInputProps('email'))} />
            <Button type="submit" disabled={busy} fullWidth>
              {busy ? t('forgot.sending') : t('forgot.send')}
            </Button>
            <BackToLoginLink centred />
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
