import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  NativeSelect,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { AuthCard } from '#client/ui/auth-card.tsx';
import { type Locale, localeSchema } from '#contract/locales.ts';
import { EmailInput } from './auth-form-parts.tsx';
import { signUpErrorMessage } from './auth-messages.ts';
import { useSignUp } from './use-sign-up.ts';

export interface SignUpSearch {
  email?: string;
  token?: string;
}

/** docs/product.md §2 sign-up: normal registration, or invitation setup when the query has email and token. */
export function SignUpPage({ search }: { search: SignUpSearch }) {
  const { t, i18n } = useTranslation('auth');
  const invitation = search.email && search.token ? { email: search.email, token: search.token } : null;
  const signUp = useSignUp(invitation);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: {
      name: '',
      email: invitation?.email ?? '',
      password: '',
      password_confirmation: '',
      terms: false,
      // The language on screen now; the account keeps it (user.locale) for every device.
      locale: (localeSchema.safeParse(i18n.resolvedLanguage).data ?? 'en') as Locale,
    },
    validate: {
      name: (value) => (value.trim() ? null : t('required.name')),
      email: (value) => (value.trim() ? null : t('required.email')),
      password: (value) => (value.trim() ? null : t('required.password')),
      password_confirmation: (value) => (value.trim() ? null : t('required.passwordConfirmation')),
      terms: (value) => (value ? null : t('required.terms')),
    },
  });

  const submit = form.onSubmit(async ({ terms: _terms, ...values }) => {
    setBusy(true);
    setFailure(null);
    try {
      await signUp(values);
    } catch (refusal) {
      setFailure(refusal);
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard
      title={invitation ? t('signUp.titleSetup') : t('signUp.title')}
      subtitle={
        invitation ? undefined : (
          <>
            {t('signUp.or')}{' '}
            <Anchor component={Link} to="/signin">
              {t('signUp.signInInstead')}
            </Anchor>
          </>
        )
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {invitation && (
            <Alert color="blue" role="note" title={t('signUp.invitedTitle')}>
              {t('signUp.invitedBody', { email: invitation.email })}
            </Alert>
          )}
          {failure !== null && (
            <Alert color="red" role="alert">
              {signUpErrorMessage(failure, invitation !== null, t)}
            </Alert>
          )}
          <TextInput
            label={t('fields.fullName')}
            autoComplete="name"
            required
            {...form.getInputProps('name')}
          />
          <EmailInput
            readOnly={invitation !== null}
            description={invitation ? t('signUp.emailLinked') : undefined}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password_confirmation')}
          />
          <Checkbox
            label={<Text span>{t('signUp.terms')}</Text>}
            {...form.getInputProps('terms', { type: 'checkbox' })}
          />
          {/* Invitation setup keeps the browser's language: complete-setup takes no locale yet. */}
          {!invitation && (
            <NativeSelect
              label={t('fields.language')}
              data={[
                // Each language named in itself, so a person finds theirs whatever is on screen.
                { value: 'en', label: 'English' },
                { value: 'tr', label: 'Türkçe' },
              ]}
              {...form.getInputProps('locale')}
              onChange={(event) => {
                const locale = localeSchema.safeParse(event.currentTarget.value).data ?? 'en';
                form.setFieldValue('locale', locale);
                // The form itself switches, so the person reads the rest in the language they chose.
                void i18n.changeLanguage(locale);
              }}
            />
          )}
          <Button type="submit" loading={busy} fullWidth>
            {invitation ? t('signUp.completeSetup') : t('signUp.createAccount')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
