import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useState } from 'react';
import { serverMessage } from '#api-client/api-error.ts';
import { inScreenLanguage } from '#client/i18n/server-words.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { signIn } from '#client/state/session.ts';
import { AuthCard } from '#client/ui/auth-card.tsx';
import { EmailInput } from './auth-form-parts.tsx';
import { needsVerification } from './auth-messages.ts';
import { VerificationBanner } from './verification-banner.tsx';

export interface SignInSearch {
  needVerification?: boolean;
  email?: string;
  message?: string;
  redirect?: string;
}

/** docs/product.md §2/§4 sign-in: normal, error (red banner) or verification-required (yellow banner with resend). */
type Banner =
  | { kind: 'none' }
  | { kind: 'error'; message: string }
  | { kind: 'verification'; message: string };

export function SignInPage({ search }: { search: SignInSearch }) {
  const { t } = useTranslation('auth');
  const store = useStore();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<Banner>(() =>
    search.needVerification
      ? { kind: 'verification', message: search.message || t('messages.verifyBeforeLogin') }
      : { kind: 'none' },
  );
  const form = useForm({
    initialValues: { email: search.email ?? '', password: '', remember: false },
    validate: {
      email: (value) => (value.trim() ? null : t('required.email')),
      password: (value) => (value ? null : t('required.password')),
    },
  });
  const [busy, setBusy] = useState(false);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      if (await signIn(store, values)) {
        await navigate({ href: search.redirect ?? '/dashboard' });
        return;
      }
      setBanner({ kind: 'error', message: t('messages.loginFailed') });
    } catch (error) {
      const message = serverMessage(error) ?? t('messages.loginFailed');
      setBanner(needsVerification(error) ? { kind: 'verification', message } : { kind: 'error', message });
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title={t('signIn.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {banner.kind === 'error' && (
            <Alert color="red" role="alert" title={t('signIn.failed')}>
              {inScreenLanguage(banner.message)}
            </Alert>
          )}
          {banner.kind === 'verification' && (
            <VerificationBanner
              key={banner.message}
              message={inScreenLanguage(banner.message)}
              email={form.values.email}
            />
          )}
          <EmailInput {...form.getInputProps('email')} />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            <Checkbox
              label={t('signIn.remember')}
              {...form.getInputProps('remember', { type: 'checkbox' })}
            />
            <Anchor component={Link} to="/forgot-password">
              {t('signIn.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" loading={busy} fullWidth>
            {t('signIn.submit')}
          </Button>
          <Anchor component={Link} to="/signup" display="flex" style={{ justifyContent: 'center' }}>
            {t('signIn.noAccount')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
