import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The class sign-in's frame: large type for young readers, wide enough for a grid of big buttons. */
export function AuthCardShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={760} py="xl">
      <Stack gap="xs" mb="md" ta="center">
        <Title order={1} fz={36}>
          {title}
        </Title>
        {subtitle && <Text fz="xl">{subtitle}</Text>}
      </Stack>
      <Paper withBorder shadow="sm" p="lg" radius="lg">
        {children}
      </Paper>
    </Container>
  );
}
