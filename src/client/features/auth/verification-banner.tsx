import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { serverMessage } from '#api-client/api-error.ts';
import { resendVerification } from '#api-client/auth.ts';
import { inScreenLanguage } from '#client/i18n/server-words.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useApi } from '#client/state/use-api.ts';

/** Yellow verification-required banner with the resend button (docs/product.md §2 sign-in, §8 resend failure). */
export function VerificationBanner({ message, email }: { message: string; email: string }) {
  const { t } = useTranslation('auth');
  const api = useApi();
  const [text, setText] = useState(message);
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await resendVerification(api, email);
      setText(t('messages.verificationSent'));
    } catch (error) {
      setText(serverMessage(error) ?? t('messages.resendFailed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Alert color="yellow" role="alert" title={t('verification.title')}>
      <Stack gap="sm" align="flex-start">
        <Text>{inScreenLanguage(text)}</Text>
        <Button variant="white" color="yellow" onClick={resend} disabled={sending || !email}>
          {sending ? t('verification.sending') : t('verification.resend')}
        </Button>
      </Stack>
    </Alert>
  );
}
