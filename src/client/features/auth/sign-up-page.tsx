import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthCard } from '#client/ui/auth-card.tsx';
import { EmailInput } from './auth-form-parts.tsx';
import { signUpErrorMessage } from './auth-messages.ts';
import { useSignUp } from './use-sign-up.ts';

export interface SignUpSearch {
  email?: string;
  token?: string;
}

const required = (label: string) => (value: string) =>
  value.trim() ? null : `The ${label} field is required.`;

/** docs/product.md §2 sign-up: normal registration, or invitation setup when the query has email and token. */
export function SignUpPage({ search }: { search: SignUpSearch }) {
  const invitation = search.email && search.token ? { email: search.email, token: search.token } : null;
  const signUp = useSignUp(invitation);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: {
      name: '',
      email: invitation?.email ?? '',
      password: '',
      password_confirmation: '',
      terms: false,
    },
    validate: {
      name: required('name'),
      email: required('email'),
      password: required('password'),
      password_confirmation: required('password confirmation'),
      terms: (value) => (value ? null : 'You must accept the terms and conditions.'),
    },
  });

  const submit = form.onSubmit(async ({ terms: _terms, ...values }) => {
    setBusy(true);
    setError(null);
    try {
      await signUp(values);
    } catch (failure) {
      setError(signUpErrorMessage(failure, invitation !== null));
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard
      title={invitation ? 'Complete your account setup' : 'Create a new account'}
      subtitle={
        invitation ? undefined : (
          <>
            Or{' '}
            <Anchor component={Link} to="/signin">
              sign in to your existing account
            </Anchor>
          </>
        )
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {invitation && (
            <Alert color="blue" role="note" title="You have been invited to a reading assignment">
              Set a name and password to finish creating your account. Your account is linked to the
              invitation sent to {invitation.email}, and the reading assignment will be waiting for you.
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput label="Full name" autoComplete="name" required {...form.getInputProps('name')} />
          <EmailInput
            readOnly={invitation !== null}
            description={invitation ? 'This email is linked to your invitation.' : undefined}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password_confirmation')}
          />
          <Checkbox
            label={<Text span>I agree to the terms and conditions</Text>}
            {...form.getInputProps('terms', { type: 'checkbox' })}
          />
          <Button type="submit" loading={busy} fullWidth>
            {invitation ? 'Complete setup' : 'Create account'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
