import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { initialsAtom, userAtom } from '#client/state/session-atoms.ts';
import { useCloseOnRouteChange } from '#client/ui/use-close-on-route-change.ts';
import { useSignOut } from './use-sign-out.ts';

/**
 * Avatar button with the initials; the dropdown closes on outside click (Mantine) and on route change.
 * `items` are entries other features offer (the install offer), placed above Sign out.
 */
export function UserMenu({ items }: { items?: ReactNode }) {
  const user = useAtomValue(userAtom);
  const initials = useAtomValue(initialsAtom);
  const [opened, setOpened] = useState(false);
  const signOut = useSignOut();
  useCloseOnRouteChange(() => setOpened(false));

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end">
      <Menu.Target>
        <UnstyledButton aria-label="Open user menu" miw={44} mih={44}>
          <Avatar color="indigo" radius="xl" size={44}>
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs">Signed in as</Text>
          <Text fw={700} truncate>
            {user?.name}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/profile">
          Your Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/settings">
          Settings
        </Menu.Item>
        {items}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
