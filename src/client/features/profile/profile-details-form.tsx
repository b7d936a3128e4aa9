import { Button, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useAtomValue, useStore } from 'jotai';
import { useState } from 'react';
import { isApiError, serverMessage } from '#api-client/api-error.ts';
import { updateProfile } from '#api-client/auth.ts';
import { setSignedIn } from '#client/state/session.ts';
import { userAtom } from '#client/state/session-atoms.ts';
import { apiOf } from '#client/state/store.ts';

/** Name (editable) and e-mail (shown, not editable) of the signed-in person. */
export function ProfileDetailsForm() {
  const store = useStore();
  const user = useAtomValue(userAtom);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { name: user?.name ?? '' },
    validate: { name: (value) => (value.trim() ? null : 'The name field is required.') },
  });

  const submit = form.onSubmit(async ({ name }) => {
    setBusy(true);
    try {
      const response = await updateProfile(apiOf(store), { name });
      setSignedIn(store, response.user);
      notifications.show({ color: 'green', title: 'Profile updated', message: 'Your name has been saved.' });
    } catch (error) {
      const fieldError = isApiError(error) ? error.errors?.name?.[0] : undefined;
      form.setFieldError('name', fieldError ?? serverMessage(error) ?? 'Failed to update your profile.');
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} fz="xl">
          Profile information
        </Title>
        <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput label="Email address" value={user?.email ?? ''} readOnly />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          Save
        </Button>
      </Stack>
    </form>
  );
}
