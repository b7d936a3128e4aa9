import { Anchor, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom } from '#client/state/session-atoms.ts';
import { BookIcon, ChartIcon, LibraryIcon, TargetIcon } from '#client/ui/icons.tsx';
import { FeatureCard } from './feature-card.tsx';

const features = [
  {
    icon: BookIcon,
    title: 'Interactive Reading',
    text: 'Read engaging texts section by section and answer questions that check understanding as you go.',
  },
  {
    icon: ChartIcon,
    title: 'Progress Tracking',
    text: 'See books read, reading time and results with analytics that show how reading skills grow.',
  },
  {
    icon: LibraryIcon,
    title: 'Content Library',
    text: 'A library of age-appropriate texts, pasted in or imported from EPUB books.',
  },
  {
    icon: TargetIcon,
    title: 'Adaptive Learning',
    text: 'Texts and questions matched to each reader’s level, so every child is challenged just right.',
  },
];

export function HomePage() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  return (
    <Container size="lg" py="xl">
      <Stack align="center" ta="center" gap="md" py="xl">
        <Title order={1} fz={{ base: 36, sm: 52 }}>
          Improve reading skills, one story at a time
        </Title>
        <Text fz="lg" maw={640} c="dimmed">
          Reading Rooms helps children become confident readers through engaging texts and interactive
          activities — at school, at home, and even offline.
        </Text>
        <Group justify="center">
          {isAuthenticated ? (
            <Button component={Link} to="/dashboard">
              Go to Dashboard
            </Button>
          ) : (
            <Button component={Link} to="/signup">
              Get Started
            </Button>
          )}
          <Button component="a" href="#features" variant="light">
            Learn More
          </Button>
        </Group>
      </Stack>
      <Title id="features" order={2} ta="center" my="lg">
        Features
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {features.map((feature) => (
          <FeatureCard key={feature.title} {...feature} />
        ))}
      </SimpleGrid>
      <Text ta="center" mt="xl" c="dimmed">
        Already reading with us?{' '}
        <Anchor component={Link} to="/signin">
          Sign in
        </Anchor>
      </Text>
    </Container>
  );
}
