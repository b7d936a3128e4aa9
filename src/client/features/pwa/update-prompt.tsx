import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useObservableValue } from './observable-value.ts';
import { applyUpdate, updateWaiting } from './service-worker.ts';

/** Bottom-corner card offering the new version; nothing reloads until the person asks. */
export function UpdatePrompt() {
  const waiting = useObservableValue(updateWaiting);
  if (!waiting) return null;
  return (
    <Affix position={{ bottom: 20, right: 20 }}>
      <Paper shadow="md" p="md" radius="md" withBorder role="status">
        <Group gap="md">
          <Text fw={500}>Update available</Text>
          <Button size="sm" onClick={() => void applyUpdate()}>
            Reload
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
