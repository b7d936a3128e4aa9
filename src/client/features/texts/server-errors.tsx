import { Alert, List } from '@mantine/core';

/** The messages of a failed upload or edit (docs/product.md §8), one per line. */
export function ServerErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" role="alert" mb="md">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
