import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A heading for a screen whose content is still to come. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container size="lg" py="lg">
      <Title order={1}>{title}</Title>
      {children && <Text mt="sm">{children}</Text>}
    </Container>
  );
}
