import { Alert, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ScreenLoader } from '#client/ui/screen-loader.tsx';
import { MyAssignmentCards } from './my-assignment-cards.tsx';
import { MyAssignmentsTable } from './my-assignments-table.tsx';
import { useDecideAssignment } from './use-decide-assignment.ts';
import { useMyAssignments } from './use-my-assignments.ts';

function EmptyState() {
  const { t } = useTranslation('assignments');
  return (
    <Stack align="center" gap={4} py="xl">
      <Text fw={600}>{t('emptyTitle')}</Text>
      <Text c="dimmed">{t('emptyBody')}</Text>
    </Stack>
  );
}

/** docs/product.md §2 My Assignments: read from the local database, so it works offline. */
export function MyAssignmentsPage() {
  const { t } = useTranslation('assignments');
  const state = useMyAssignments();
  const decision = useDecideAssignment();
  return (
    <Container size="xl" py="lg">
      <Title order={1} mb="md">
        {t('title')}
      </Title>
      {state.status === 'loading' && <ScreenLoader label={t('loading')} />}
      {state.status === 'failed' && (
        <Alert color="red" role="alert">
          <Stack align="flex-start">
            <Text>{t('failed')}</Text>
            <Button variant="light" color="red" onClick={state.retry}>
              {t('tryAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
      {state.status === 'ready' && state.items.length === 0 && <EmptyState />}
      {state.status === 'ready' && state.items.length > 0 && (
        <>
          <Box visibleFrom="lg">
            <MyAssignmentsTable items={state.items} waiting={state.waiting} {...decision} />
          </Box>
          <Box hiddenFrom="lg">
            <MyAssignmentCards items={state.items} waiting={state.waiting} {...decision} />
          </Box>
        </>
      )}
    </Container>
  );
}
