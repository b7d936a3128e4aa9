import { useState } from 'react';
import type { TextUploadValues } from './upload-validation.ts';

/** What the server is sent for a text-type upload or edit: title and author trimmed, content as typed. */
export function textFieldsToSend(values: TextUploadValues): TextUploadValues {
  return { title: values.title.trim(), author: values.author.trim(), content: values.content };
}

/**
 * The busy flag and the server's failure messages around one save of a text form (upload or edit).
 * `save` clears the old failure, runs `send`, then `onDone` (still inside the try, as both forms did).
 */
export function useTextSave(failureMessagesOf: (error: unknown) => string[]) {
  const [failure, setFailure] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function save(send: () => Promise<unknown>, onDone: () => void) {
    setBusy(true);
    setFailure([]);
    try {
      await send();
      onDone();
    } catch (error) {
      setFailure(failureMessagesOf(error));
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, save };
}
