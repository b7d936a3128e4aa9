import { Alert, Card, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useFormatters } from '#client/i18n/use-formatters.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { userAtom } from '#client/state/session-atoms.ts';
import type { Dashboard } from '#contract/dashboard.ts';
import { activitySentence, formatActivityTime } from './activity-words.ts';
import { MyProgress } from './my-progress.tsx';
import { TeachingFigures } from './teaching-figures.tsx';
import { useDashboard } from './use-dashboard.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="lg" radius="lg">
      <Text c="dimmed">{label}</Text>
      <Text fz={36} fw={800}>
        {value}
      </Text>
    </Card>
  );
}

function Figures({ dashboard }: { dashboard: Dashboard }) {
  const format = useFormatters();
  const { t } = useTranslation('dashboard');
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label={t('booksRead')} value={String(dashboard.books_read)} />
        <Figure label={t('totalReadingTime')} value={format.readingTime(dashboard.total_reading_seconds)} />
        <Figure
          label={t('completionRate')}
          value={t('percent', { value: Math.round(dashboard.completion_rate) })}
        />
      </SimpleGrid>
      <Title order={2} fz="xl">
        {t('recentActivities')}
      </Title>
      {dashboard.recent_activities.length === 0 && <Text c="dimmed">{t('noActivity')}</Text>}
      {dashboard.recent_activities.map((activity) => (
        <Group key={`${activity.type}-${activity.at}`} justify="space-between" gap="xs">
          <Text>{activitySentence(activity, t)}</Text>
          <Text c="dimmed" size="sm">
            {formatActivityTime(activity.at, format.locale)}
          </Text>
        </Group>
      ))}
      <MyProgress points={dashboard.progress ?? []} />
    </Stack>
  );
}

/** `reading` is the pupil's own list with Start/Continue, composed in by the route. */
export function DashboardPage({ reading }: { reading?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const user = useAtomValue(userAtom);
  const state = useDashboard();
  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        {t('welcome', { name: user?.name })}
      </Title>
      {reading}
      {state.status === 'loading' && <Loader aria-label={t('loading')} />}
      {state.status === 'failed' && <Alert color="yellow">{t('failed')}</Alert>}
      {state.status === 'ready' && state.cached && (
        <Text c="dimmed" mb="sm">
          {t('offline')}
        </Text>
      )}
      {state.status === 'ready' && state.dashboard.teaching && (
        <TeachingFigures teaching={state.dashboard.teaching} />
      )}
      {/* A teacher who reads nothing themselves is not shown their own 0 / 0 / 0 %. */}
      {state.status === 'ready' &&
        (!state.dashboard.teaching || state.dashboard.recent_activities.length > 0) && (
          <Figures dashboard={state.dashboard} />
        )}
    </Container>
  );
}
