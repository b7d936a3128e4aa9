import { Alert, Button, Card, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addPupils } from '#api-client/classes.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { classesKey } from '#client/queries/classes.ts';
import { useApi } from '#client/state/use-api.ts';
import type { AddPupilsRequest } from '#contract/classes.ts';
import { classErrorMessage, namesFromPaste } from './class-messages.ts';
import { notifyTeacher } from './teacher-toast.ts';

/** Pasted names (one per line, one action for a whole class) or one pupil's e-mail address. */
export function AddPupilsCard({ classId }: { classId: number }) {
  const { t } = useTranslation('classes');
  const api = useApi();
  const queryClient = useQueryClient();
  const [names, setNames] = useState('');
  const [email, setEmail] = useState('');
  const add = useMutation({
    mutationFn: (body: AddPupilsRequest) => addPupils(api, classId, body),
    onSuccess: async (response, body) => {
      notifyTeacher('green', t('toasts.pupilsAdded'), response.message);
      if (body.email) setEmail('');
      else setNames('');
      await queryClient.invalidateQueries({ queryKey: classesKey });
    },
  });
  const pasted = namesFromPaste(names);
  return (
    <Card withBorder>
      <Title order={2} fz="lg" mb="sm">
        {t('add.title')}
      </Title>
      <Stack>
        {add.error && (
          <Alert color="red" role="alert">
            {classErrorMessage(add.error, t('add.failed'))}
          </Alert>
        )}
        <Textarea
          label={t('add.names')}
          description={t('add.namesHint')}
          autosize
          minRows={3}
          maxRows={10}
          value={names}
          onChange={(event) => setNames(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button
            disabled={pasted.length === 0}
            loading={add.isPending && !add.variables?.email}
            onClick={() => add.mutate({ names: pasted })}
          >
            {pasted.length > 1 ? t('add.addMany', { count: pasted.length }) : t('add.addOne')}
          </Button>
        </Group>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('add.byEmail')}
            type="email"
            miw={240}
            style={{ flex: 1 }}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Button
            variant="light"
            disabled={!email.trim()}
            loading={add.isPending && Boolean(add.variables?.email)}
            onClick={() => add.mutate({ email: email.trim() })}
          >
            {t('add.invite')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
