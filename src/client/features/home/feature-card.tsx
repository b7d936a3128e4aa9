import { Card, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';

export interface FeatureCardProps {
  icon: ComponentType<{ size?: number }>;
  title: string;
  text: string;
}

export function FeatureCard({ icon: Icon, title, text }: FeatureCardProps) {
  return (
    <Card withBorder padding="lg" radius="lg">
      <ThemeIcon size={56} radius="xl" variant="light">
        <Icon size={32} />
      </ThemeIcon>
      <Title order={3} fz="lg" mt="sm">
        {title}
      </Title>
      <Text mt="xs" c="dimmed">
        {text}
      </Text>
    </Card>
  );
}
