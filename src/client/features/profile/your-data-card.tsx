import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { useState } from 'react';
import { firstFieldErrors, serverMessage } from '#api-client/api-error.ts';
import { deleteAccount, exportMyData } from '#api-client/personal-data.ts';
import { inScreenLanguageLoaded, withErrorInScreenLanguage } from '#client/i18n/server-words.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { signOut } from '#client/state/session.ts';
import { userAtom } from '#client/state/session-atoms.ts';
import { runSignOutListeners } from '#client/state/sign-out-listeners.ts';
import { useApi } from '#client/state/use-api.ts';
import { dataFileName, saveJsonFile } from '#client/ui/save-json-file.ts';

/** "Your data": a copy of everything the app keeps about you, and deleting your account (docs/backups.md). */
export function YourDataCard() {
  const { t } = useTranslation('profile');
  const api = useApi();
  const user = useAtomValue(userAtom);
  const [deleting, setDeleting] = useState(false);
  const download = useMutation({
    mutationFn: () => exportMyData(api),
    onSuccess: (data) => saveJsonFile(dataFileName(data.profile.name), data),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('data.downloadFailed'),
        message: serverMessage(error) ?? '',
      }),
  });
  // A pupil who signs in with pictures has no password to confirm with: their teacher removes them.
  const canDelete = user?.email !== null && user?.has_password !== false;
  return (
    <Stack>
      <Title order={2} fz="xl">
        {t('data.title')}
      </Title>
      <Text>{t('data.explain')}</Text>
      <Group>
        <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
          {t('data.download')}
        </Button>
        {canDelete && (
          <Button color="red" variant="light" onClick={() => setDeleting(true)}>
            {t('data.delete')}
          </Button>
        )}
      </Group>
      <Modal opened={deleting} onClose={() => setDeleting(false)} title={t('data.deleteTitle')} centered>
        <DeleteAccountForm onCancel={() => setDeleting(false)} />
      </Modal>
    </Stack>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('profile');
  const api = useApi();
  const store = useStore();
  const navigate = useNavigate();
  const word = t('data.confirmWord');
  const form = useForm({
    initialValues: { password: '', confirmation: '' },
    validate: {
      password: (value) => (value ? null : t('data.passwordRequired')),
      confirmation: (value) => (value.trim() === word ? null : t('data.confirmMismatch', { word })),
    },
  });
  const erase = useMutation({
    mutationFn: (password: string) => deleteAccount(api, password),
    onSuccess: async (response) => {
      const message = await inScreenLanguageLoaded(response.message);
      notifications.show({ color: 'green', title: t('data.deleted'), message });
      // The account is gone: end the session here as signing out does (docs/product.md §2).
      await runSignOutListeners();
      await signOut(store);
      await navigate({ to: '/' });
    },
    onError: (error) => {
      const fields = firstFieldErrors(error);
      form.setFieldError('password', fields.password ?? serverMessage(error) ?? t('data.deleteFailed'));
    },
  });
  return (
    <form onSubmit={form.onSubmit(({ password }) => erase.mutate(password))} noValidate>
      <Stack>
        <Text>{t('data.deleteExplain')}</Text>
        <PasswordInput
          label={t('data.password')}
          autoComplete="current-password"
          required
          data-autofocus
          {...withErrorInScreenLanguage(form.getInputProps('password'))}
        />
        <TextInput
          label={t('data.confirmLabel', { word })}
          autoComplete="off"
          required
          {...form.getInputProps('confirmation')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('data.cancel')}
          </Button>
          <Button type="submit" color="red" loading={erase.isPending}>
            {t('data.deleteSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
