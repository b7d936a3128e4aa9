import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { textListQuery } from '#client/queries/texts.ts';
import { useApi } from '#client/state/use-api.ts';
import { useOnline } from '#client/state/use-online.ts';
import { ButtonLink } from '#client/ui/button-link.tsx';
import { ConfirmModal } from '#client/ui/confirm-modal.tsx';
import { ScreenLoader } from '#client/ui/screen-loader.tsx';
import type { OwnerAssignment } from '#contract/assignments.ts';
import { AssignTextModal } from './assign-text-modal.tsx';
import { assigneeLabel } from './assignee-tags.ts';
import { TextAssignmentsTable } from './text-assignments-table.tsx';
import { useOwnerCommands } from './use-owner-commands.ts';
import { useTextAssignments } from './use-text-assignments.ts';

/** docs/product.md §2 "Assignments of a text": the Assign Text modal, the table, resend and delete modals. */
export function TextAssignmentsPage({ id }: { id: string }) {
  // 'ui' too: the confirm modals' words are ready before one opens.
  const { t } = useTranslation(['textAssignments', 'ui']);
  const textId = Number(id);
  const { state, reload } = useTextAssignments(textId);
  // The page names its text. The list of texts carries the title (and is cached when coming from
  // My Texts); a text's detail would fetch all its paragraphs for one line.
  const title = useQuery(textListQuery(useApi())).data?.find((text) => text.id === textId)?.title;
  const commands = useOwnerCommands(textId, reload);
  const offline = !useOnline();
  const [assigning, setAssigning] = useState(false);
  const [resending, setResending] = useState<OwnerAssignment | null>(null);
  const [deleting, setDeleting] = useState<OwnerAssignment | null>(null);

  return (
    <Container size="xl" py="lg">
      <ButtonLink to="/texts" variant="subtle" size="sm" px="xs">
        {t('back')}
      </ButtonLink>
      <Group justify="space-between" mb="md">
        <Title order={1}>{title ? t('titleOf', { title }) : t('title')}</Title>
        <Group gap="xs">
          <ButtonLink to="/texts/$id/results" params={{ id }} variant="light">
            {t('results')}
          </ButtonLink>
          <Button onClick={() => setAssigning(true)} disabled={offline}>
            {t('assign')}
          </Button>
        </Group>
      </Group>
      {offline && (
        <Alert color="yellow" mb="md" role="status">
          {t('offline')}
        </Alert>
      )}
      {state.status === 'loading' && <ScreenLoader label={t('loading')} />}
      {state.status === 'failed' && (
        <Alert color="red" role="alert">
          <Stack align="flex-start">
            <Text>{t('failed')}</Text>
            <Button variant="light" color="red" onClick={() => void reload()}>
              {t('tryAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
      {state.status === 'ready' && state.items.length === 0 && (
        <Text c="dimmed" py="xl" ta="center">
          {t('empty')}
        </Text>
      )}
      {state.status === 'ready' && state.items.length > 0 && (
        <TextAssignmentsTable
          items={state.items}
          offline={offline}
          open={commands.open}
          resend={setResending}
          remove={setDeleting}
        />
      )}
      <AssignTextModal
        textId={textId}
        opened={assigning}
        onClose={() => setAssigning(false)}
        onCreated={() => void reload()}
      />
      <ConfirmModal
        title={t('resend.title')}
        subject={resending && assigneeLabel(resending)}
        message={t('resend.message', { who: resending ? assigneeLabel(resending) : '' })}
        confirmLabel={t('resend.title')}
        onConfirm={() => (resending ? commands.resend(resending) : Promise.resolve())}
        onClose={() => setResending(null)}
      />
      <ConfirmModal
        title={t('remove.title')}
        subject={deleting && assigneeLabel(deleting)}
        message={t('remove.message', { who: deleting ? assigneeLabel(deleting) : '' })}
        confirmLabel={t('table.delete')}
        color="red"
        onConfirm={() => (deleting ? commands.remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Container>
  );
}
