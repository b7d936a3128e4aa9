import { Card, Text, Title } from '@mantine/core';

export function FeatureCard({ icon, title, text }: { icon: string; title: string; text: string }) {
  return (
    <Card withBorder padding="lg" radius="lg">
      <Text fz={40} aria-hidden="true">
        {icon}
      </Text>
      <Title order={3} fz="lg" mt="sm">
        {title}
      </Title>
      <Text mt="xs" c="dimmed">
        {text}
      </Text>
    </Card>
  );
}
