import { useMutation, useQueryClient } from '@tanstack/react-query';
import { textsKey } from '#client/queries/texts.ts';
import type { TextUploadValues } from './upload-validation.ts';

/** What the server is sent for a text-type upload or edit: title and author trimmed, content as typed. */
export function textFieldsToSend(values: TextUploadValues): TextUploadValues {
  return { title: values.title.trim(), author: values.author.trim(), content: values.content };
}

interface SaveJob {
  send: () => Promise<unknown>;
  onDone: () => void;
}

/**
 * The busy flag and the server's failure messages around one save of a text form (upload or edit),
 * as a mutation: a new save clears the old failure; `onDone` runs inside it, so its failure shows
 * too; every cached text is refreshed after a save.
 */
export function useTextSave(failureMessagesOf: (error: unknown) => string[]) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ send, onDone }: SaveJob) => {
      await send();
      onDone();
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: textsKey }),
  });
  const save = (send: () => Promise<unknown>, onDone: () => void) =>
    mutation.mutateAsync({ send, onDone }).catch(() => {});
  return {
    busy: mutation.isPending,
    failure: mutation.error ? failureMessagesOf(mutation.error) : [],
    save,
  };
}
