import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { initialsAtom, userAtom } from '#client/state/session-atoms.ts';
import { sendWhatWaits } from '#client/sync/send-before-sign-out.ts';
import { useUserSync } from '#client/sync/use-user-sync.ts';
import { useCloseOnRouteChange } from '#client/ui/use-close-on-route-change.ts';
import { SignOutWarning } from './sign-out-warning.tsx';
import { useSignOut, useSwitchPupil } from './use-sign-out.ts';

/**
 * Avatar button with the initials; the dropdown closes on outside click (Mantine) and on route change.
 * `items` are entries other features offer (the install offer), placed above Sign out.
 */
export function UserMenu({ items }: { items?: ReactNode }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const initials = useAtomValue(initialsAtom);
  const [opened, setOpened] = useState(false);
  const signOut = useSignOut();
  const switchPupil = useSwitchPupil();
  const sync = useUserSync();
  const [pending, setPending] = useState(0);
  useCloseOnRouteChange(() => setOpened(false));
  // Sends what waits first; only what could not be sent is worth a warning before signing out.
  const askToSignOut = async () => {
    const count = sync ? await sendWhatWaits(sync) : 0;
    if (count > 0) setPending(count);
    else void signOut();
  };

  return (
    <>
      <Menu opened={opened} onChange={setOpened} position="bottom-end">
        <Menu.Target>
          {/* A name must not leave out the letters the button shows (WCAG 2.5.3, label in name). */}
          <UnstyledButton aria-label={t('userMenu.open', { initials })} miw={44} mih={44}>
            <Avatar color="indigo" radius="xl" size={44}>
              {initials}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="xs">{t('userMenu.signedInAs')}</Text>
            <Text fw={700} truncate>
              {user?.name}
            </Text>
          </Menu.Label>
          <Menu.Item component={Link} to="/profile">
            {t('userMenu.profile')}
          </Menu.Item>
          <Menu.Item component={Link} to="/settings">
            {t('userMenu.settings')}
          </Menu.Item>
          {items}
          <Menu.Divider />
          {user?.email === null && (
            // A pupil of a shared tablet (docs/classrooms.md): back to the class's names for the next
            // child. No warning: unsent changes stay queued under this pupil for their next sign-in.
            <Menu.Item onClick={() => void switchPupil()}>{t('userMenu.switchPupil')}</Menu.Item>
          )}
          <Menu.Item color="red" onClick={() => void askToSignOut()}>
            {t('userMenu.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SignOutWarning
        pending={pending}
        onStay={() => setPending(0)}
        onSignOut={() => {
          setPending(0);
          void signOut();
        }}
      />
    </>
  );
}
