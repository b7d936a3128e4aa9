import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { serverMessage } from '#api-client/api-error.ts';
import { resendVerification } from '#api-client/auth.ts';
import { useApi } from '#client/state/use-api.ts';
import { messages } from './auth-messages.ts';

/** Yellow verification-required banner with the resend button (docs/product.md §2 sign-in, §8 resend failure). */
export function VerificationBanner({ message, email }: { message: string; email: string }) {
  const api = useApi();
  const [text, setText] = useState(message);
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await resendVerification(api, email);
      setText(messages.verificationSent);
    } catch (error) {
      setText(serverMessage(error) ?? messages.resendFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <Alert color="yellow" role="alert" title="Email verification required">
      <Stack gap="sm" align="flex-start">
        <Text>{text}</Text>
        <Button variant="white" color="yellow" onClick={resend} disabled={sending || !email}>
          {sending ? 'Sending...' : 'Resend verification email'}
        </Button>
      </Stack>
    </Alert>
  );
}
