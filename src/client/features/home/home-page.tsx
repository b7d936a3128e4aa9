import { Anchor, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { isAuthenticatedAtom } from '#client/state/session-atoms.ts';
import { BookIcon, ChartIcon, LibraryIcon, TargetIcon } from '#client/ui/icons.tsx';
import { FeatureCard } from './feature-card.tsx';

const features = [
  { icon: BookIcon, key: 'reading' },
  { icon: ChartIcon, key: 'progress' },
  { icon: LibraryIcon, key: 'library' },
  { icon: TargetIcon, key: 'adaptive' },
] as const;

export function HomePage() {
  const { t } = useTranslation('home');
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  return (
    <Container size="lg" py="xl">
      <Stack align="center" ta="center" gap="md" py="xl">
        <Title order={1} fz={{ base: 36, sm: 52 }}>
          {t('title')}
        </Title>
        <Text fz="lg" maw={640} c="dimmed">
          {t('lead')}
        </Text>
        <Group justify="center">
          {isAuthenticated ? (
            <Button component={Link} to="/dashboard">
              {t('goToDashboard')}
            </Button>
          ) : (
            <Button component={Link} to="/signup">
              {t('getStarted')}
            </Button>
          )}
          <Button component="a" href="#features" variant="light">
            {t('learnMore')}
          </Button>
        </Group>
      </Stack>
      <Title id="features" order={2} ta="center" my="lg">
        {t('features')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {features.map((feature) => (
          <FeatureCard
            key={feature.key}
            icon={feature.icon}
            title={t(`feature.${feature.key}.title`)}
            text={t(`feature.${feature.key}.text`)}
          />
        ))}
      </SimpleGrid>
      <Text ta="center" mt="xl" c="dimmed">
        {t('alreadyReading')}{' '}
        <Anchor component={Link} to="/signin">
          {t('signIn')}
        </Anchor>
      </Text>
    </Container>
  );
}
