import { Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UserDb } from '#local-db/user-db.ts';
import { OfflineStorage } from './offline-storage.tsx';
import { ReadingPreferencesForm } from './reading-preferences-form.tsx';
import { useReaderPreferences, useThemePreference } from './use-reader-preferences.ts';

const permissionText: Record<NotificationPermission, string> = {
  granted: 'Notifications are allowed on this device.',
  denied: 'Notifications are blocked for this site in the browser settings.',
  default: 'Notifications have not been allowed yet.',
};

function permissionStatus(): string {
  if (typeof Notification === 'undefined') return 'This browser cannot show notifications.';
  return permissionText[Notification.permission];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} fz="xl" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

interface SettingsPageProps {
  db: UserDb | null;
  /** The Web Push switch, from the push feature. */
  pushToggle?: ReactNode;
}

/** /settings: reading preferences (per user, on this device), notifications, offline storage. */
export function SettingsPage({ db, pushToggle }: SettingsPageProps) {
  const { preferences, update } = useReaderPreferences();
  useThemePreference(preferences.theme);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Title order={1}>Settings</Title>
        <Section title="Reading">
          <ReadingPreferencesForm preferences={preferences} onChange={update} />
        </Section>
        <Section title="Notifications">
          <Stack gap="sm">
            <Text>{permissionStatus()}</Text>
            {pushToggle}
          </Stack>
        </Section>
        <Section title="Stories kept on this device">
          <OfflineStorage db={db} />
        </Section>
      </Stack>
    </Container>
  );
}
