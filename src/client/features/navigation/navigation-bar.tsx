import { Anchor, Box, Burger, Button, Container, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useClickOutside, useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { isAdminAtom, isAuthenticatedAtom } from '#client/state/session-atoms.ts';
import { BookIcon } from '#client/ui/icons.tsx';
import { useCloseOnRouteChange } from '#client/ui/use-close-on-route-change.ts';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { LazyUserMenu } from './lazy-user-menu.tsx';
import { navLinksFor } from './nav-links.ts';

export interface NavigationBarProps {
  /** Slot for the notification bell, shown to signed-in users left of the avatar. */
  notificationSlot?: ReactNode;
  /** Extra entries of the user menu (the install offer), composed by the root route. */
  userMenuItems?: ReactNode;
  /** The light/dark button; by default the device's (a signed-in person's keeps it with their preferences). */
  colorSchemeToggle?: ReactNode;
}

export function NavigationBar({
  notificationSlot,
  userMenuItems,
  colorSchemeToggle = <ColorSchemeToggle />,
}: NavigationBarProps) {
  const { t } = useTranslation();
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const links = navLinksFor({ isAuthenticated, isAdmin: useAtomValue(isAdminAtom) });
  // Signed in, five links plus the bell and avatar need a wide screen; a landscape tablet gets the menu.
  const linksFrom = isAuthenticated ? 'lg' : 'md';
  const [mobileOpened, mobileMenu] = useDisclosure(false);
  const barRef = useClickOutside(mobileMenu.close);
  useCloseOnRouteChange(mobileMenu.close);

  const linkButtons = links.map((link) => (
    <Button key={link.to} component={Link} to={link.to} variant="subtle" size="md" justify="flex-start">
      {t(link.label)}
    </Button>
  ));

  return (
    <Box
      ref={barRef}
      component="header"
      pos="sticky"
      top={0}
      bg="var(--mantine-color-body)"
      style={headerStyle}
    >
      <Container size="xl" py="xs">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={t('nav.homeLink')}>
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon size={44} radius="lg">
                <BookIcon size={26} />
              </ThemeIcon>
              {/* On a phone the bell, avatar and menu need the room; the icon still names the home link. */}
              <Text span fw={800} fz="xl" style={{ whiteSpace: 'nowrap' }} visibleFrom="sm">
                {t('appName')}
              </Text>
            </Group>
          </Anchor>
          <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom={linksFrom} wrap="nowrap">
            {linkButtons}
          </Group>
          <Group gap={6} wrap="nowrap">
            {colorSchemeToggle}
            {isAuthenticated && notificationSlot}
            {isAuthenticated && <LazyUserMenu items={userMenuItems} />}
            <Burger
              opened={mobileOpened}
              onClick={mobileMenu.toggle}
              hiddenFrom={linksFrom}
              aria-label={mobileOpened ? t('nav.closeMenu') : t('nav.openMenu')}
            />
          </Group>
        </Group>
      </Container>
      {mobileOpened && (
        <Stack component="nav" aria-label={t('nav.mobile')} gap={4} p="sm" hiddenFrom={linksFrom}>
          {linkButtons}
        </Stack>
      )}
    </Box>
  );
}

const headerStyle = { zIndex: 100, borderBottom: '1px solid var(--mantine-color-default-border)' };
