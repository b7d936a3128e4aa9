import { Alert } from '@mantine/core';

/** DESIGN.md §1: owner work is online only; say so instead of failing. */
export function OfflineNotice() {
  return (
    <Alert color="yellow" title="You are offline" mb="md">
      Uploading, editing and deleting texts needs a connection. These buttons come back when you are online.
    </Alert>
  );
}
