import { Button, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { isApiError, serverMessage } from '#api-client/api-error.ts';
import { updateProfile } from '#api-client/auth.ts';
import { withErrorInScreenLanguage } from '#client/i18n/server-words.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { setSignedIn } from '#client/state/session.ts';
import { userAtom } from '#client/state/session-atoms.ts';
import { apiOf } from '#client/state/store.ts';

/** Name (editable) and e-mail (shown, not editable) of the signed-in person. */
export function ProfileDetailsForm() {
  const { t } = useTranslation('profile');
  const store = useStore();
  const user = useAtomValue(userAtom);
  const form = useForm({
    initialValues: { name: user?.name ?? '' },
    validate: { name: (value) => (value.trim() ? null : t('details.nameRequired')) },
  });

  const save = useMutation({
    mutationFn: (name: string) => updateProfile(apiOf(store), { name }),
    onSuccess: (response) => {
      setSignedIn(store, response.user);
      notifications.show({ color: 'green', title: t('details.saved'), message: t('details.savedBody') });
    },
    onError: (error) => {
      const fieldError = isApiError(error) ? error.errors?.name?.[0] : undefined;
      form.setFieldError('name', fieldError ?? serverMessage(error) ?? t('details.failed'));
    },
  });
  const busy = save.isPending;
  const submit = form.onSubmit(({ name }) => save.mutate(name));

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} fz="xl">
          {t('details.title')}
        </Title>
        <TextInput
          label={t('details.name')}
          autoComplete="name"
          required
          {...withErrorInScreenLanguage(form.getInputProps('name'))}
        />
        <TextInput label={t('details.email')} value={user?.email ?? ''} readOnly />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {t('details.save')}
        </Button>
      </Stack>
    </form>
  );
}
