import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { sendVerificationNotification } from '#api-client/auth.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { refreshUser } from '#client/state/session.ts';
import { emailVerifiedAtom, isAuthenticatedAtom } from '#client/state/session-atoms.ts';
import { apiOf } from '#client/state/store.ts';
import { type VerificationState, verificationErrorKey } from './verification-messages.ts';

/** /email/verify and /email-verified: error, verified, sent or unverified (docs/product.md §2, §4). */
export function EmailVerificationPage({ verified, error }: { verified?: boolean; error?: string }) {
  const { t } = useTranslation('emailVerification');
  const store = useStore();
  const userVerified = useAtomValue(emailVerifiedAtom);
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const state: VerificationState = error
    ? 'error'
    : verified || userVerified
      ? 'verified'
      : sent
        ? 'sent'
        : 'unverified';

  // The link was just followed: reload the signed-in user so the guards see the verified e-mail.
  useEffect(() => {
    if (verified && isAuthenticated) void refreshUser(store);
  }, [verified, isAuthenticated, store]);

  async function resend() {
    setSending(true);
    try {
      const response = await sendVerificationNotification(apiOf(store));
      console.info('Verification notification', response);
      setSent(true);
    } catch (failure) {
      console.warn('Resending the verification notification failed', failure);
    } finally {
      setSending(false);
    }
  }

  return (
    <Container size={560} py="xl">
      <Paper withBorder shadow="sm" p="lg" radius="lg">
        <Stack>
          <Title order={1} fz={30}>
            {t('title')}
          </Title>
          <Text fw={700} role="status">
            {t(`status.${state}`)}
          </Text>
          {state === 'error' && error && (
            <Alert color="red">
              <Stack gap="xs">
                <Text>{t(`errors.${verificationErrorKey(error)}`)}</Text>
                <Anchor component={Link} to="/signup">
                  {t('registerAgain')}
                </Anchor>
              </Stack>
            </Alert>
          )}
          {state === 'unverified' && (
            <>
              <Text>{t('unverifiedBody')}</Text>
              <Button onClick={resend} disabled={sending}>
                {sending ? t('sending') : t('resend')}
              </Button>
            </>
          )}
          {state === 'sent' && (
            <>
              <Text>{t('sentBody')}</Text>
              <Anchor component={Link} to="/dashboard">
                {t('goToDashboard')}
              </Anchor>
            </>
          )}
          {state === 'verified' && (
            <>
              <Text>{t('verifiedBody')}</Text>
              <Button component={Link} to="/dashboard">
                {t('continue')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
