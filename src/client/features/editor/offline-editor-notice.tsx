import { Alert } from '@mantine/core';

/** docs/product.md §10: editing is owner work and online only; say so instead of failing. */
export function OfflineEditorNotice() {
  return (
    <Alert color="yellow" title="You are offline" mb="md">
      Editing this text needs a connection. Saving, deleting and generating questions come back when you are
      online.
    </Alert>
  );
}
