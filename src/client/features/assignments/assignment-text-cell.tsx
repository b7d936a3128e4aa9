import { Badge, Stack, Text } from '@mantine/core';
import type { MyAssignment } from '#contract/assignments.ts';

/** Title ('Unknown Text' without one), 'by {author}' when known, and the "waiting to sync" mark. */
export function AssignmentTextCell({ assignment, waiting }: { assignment: MyAssignment; waiting: boolean }) {
  const { title, author } = assignment.text ?? {};
  return (
    <Stack gap={2}>
      <Text fw={600}>{title || 'Unknown Text'}</Text>
      {author && (
        <Text size="sm" c="dimmed">
          by {author}
        </Text>
      )}
      {waiting && (
        <Badge
          color="gray"
          variant="outline"
          size="sm"
          title="Saved on this device; it will be sent when you are online"
        >
          Waiting to sync
        </Badge>
      )}
    </Stack>
  );
}
