import { Button, Group, Paper, Text } from '@mantine/core';
import { useObservableValue } from './observable-value.ts';
import { applyUpdate, updateWaiting } from './service-worker.ts';

/** A card offering the new version; nothing reloads until the person asks. */
export function UpdatePrompt() {
  const waiting = useObservableValue(updateWaiting);
  if (!waiting) return null;
  return (
    <Paper shadow="md" p="md" radius="md" withBorder role="status">
      <Group gap="md" wrap="nowrap">
        <Text fw={500}>Update available</Text>
        <Button size="md" onClick={() => void applyUpdate()}>
          Reload
        </Button>
      </Group>
    </Paper>
  );
}
