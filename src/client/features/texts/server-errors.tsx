import { Alert, List } from '@mantine/core';
import { inScreenLanguage } from '#client/i18n/server-words.ts';

/** The messages of a failed upload or edit (docs/product.md §8), one per line, in the language on screen. */
export function ServerErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" role="alert" mb="md">
      {messages.length === 1 ? (
        inScreenLanguage(messages[0] ?? '')
      ) : (
        <List size="sm">
          {messages.map((message) => (
            <List.Item key={message}>{inScreenLanguage(message)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
