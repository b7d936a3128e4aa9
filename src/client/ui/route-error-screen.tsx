import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useTranslation } from '#client/i18n/use-translation.ts';

/**
 * What a screen shows when it fails unexpectedly (a loader or a render threw): a calm message and a
 * way to try again, never a blank page. "Try again" resets the error and reloads the route's data.
 * Expected failures (offline, refused) are handled by each screen with its own words.
 */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  console.warn('A screen failed', error);
  const tryAgain = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Container size="sm" py="xl">
      <Alert color="red" variant="light" title={t('errorScreen.title')} role="alert">
        <Stack align="flex-start" gap="sm">
          <Text>{t('errorScreen.body')}</Text>
          <Button variant="light" color="red" onClick={tryAgain}>
            {t('errorScreen.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
