import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /**
   * `account`: the centred card every account screen sits in. `child`: the class sign-in's frame,
   * large type for young readers and wide enough for a grid of big buttons.
   */
  variant?: 'account' | 'child';
}

export function AuthCard({ title, subtitle, children, variant = 'account' }: AuthCardProps) {
  const child = variant === 'child';
  return (
    <Container size={child ? 760 : 520} py="xl">
      <Stack gap="xs" mb="md" ta="center">
        <Title order={1} fz={child ? 36 : 32}>
          {title}
        </Title>
        {subtitle && (child ? <Text fz="xl">{subtitle}</Text> : <Text c="dimmed">{subtitle}</Text>)}
      </Stack>
      <Paper withBorder shadow="sm" p="lg" radius="lg">
        {children}
      </Paper>
    </Container>
  );
}
