import { Alert } from '@mantine/core';

/** docs/product.md §10: owner work is online only; say so instead of failing. */
export function OfflineNotice() {
  return (
    <Alert color="yellow" title="You are offline" mb="md">
      Uploading, editing and deleting texts needs a connection. These buttons come back when you are online.
    </Alert>
  );
}
