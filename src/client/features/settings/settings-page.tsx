import { Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { UserDb } from '#local-db/user-db.ts';
import { LanguageSelect } from './language-select.tsx';
import { OfflineStorage } from './offline-storage.tsx';
import { ReadingPreferencesForm } from './reading-preferences-form.tsx';
import { useReaderPreferences } from './use-reader-preferences.ts';

function PermissionStatus() {
  const { t } = useTranslation('settings');
  if (typeof Notification === 'undefined') return <Text>{t('permission.unsupported')}</Text>;
  return <Text>{t(`permission.${Notification.permission}`)}</Text>;
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

/** /settings: language, reading preferences (per user, on this device), notifications, offline storage. */
export function SettingsPage({ db, pushToggle }: SettingsPageProps) {
  const { t } = useTranslation('settings');
  const { preferences, update } = useReaderPreferences();
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <Section title={t('language.section')}>
          <LanguageSelect />
        </Section>
        <Section title={t('reading')}>
          <ReadingPreferencesForm preferences={preferences} onChange={update} />
        </Section>
        <Section title={t('notifications')}>
          <Stack gap="sm">
            <PermissionStatus />
            {pushToggle}
          </Stack>
        </Section>
        <Section title={t('offlineStories')}>
          <OfflineStorage db={db} />
        </Section>
      </Stack>
    </Container>
  );
}
