import { Alert, Anchor, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** The e-mail field every account form starts with; pass `form.getInputProps('email')` and any extras. */
export function EmailInput(props: TextInputProps) {
  const { t } = useTranslation('auth');
  return <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...props} />;
}

export function BackToLoginLink({ centred = false }: { centred?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Anchor
      component={Link}
      to="/signin"
      display={centred ? 'flex' : undefined}
      style={centred ? { justifyContent: 'center' } : undefined}
    >
      {t('backToLogin')}
    </Anchor>
  );
}

/** What a finished forgot/reset password form turns into: the docs/product.md §8 message and the way back. */
export function AuthSuccess({ message }: { message: string }) {
  return (
    <Stack>
      <Alert color="green" role="status">
        {message}
      </Alert>
      <BackToLoginLink />
    </Stack>
  );
}
