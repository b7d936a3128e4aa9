import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateText } from '#api-client/texts.ts';
import { withErrorInScreenLanguage } from '#client/i18n/server-words.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useApi } from '#client/state/use-api.ts';
import type { Text } from '#contract/texts.ts';
import { updateFailureMessages } from './failure-messages.ts';
import { ServerErrors } from './server-errors.tsx';
import { validateTextEdit } from './upload-validation.ts';
import { textFieldsToSend, useTextSave } from './use-text-save.ts';

interface EditTextFormProps {
  text: Text;
  content: string;
  online: boolean;
  onCancel: () => void;
  onSaved: () => void;
}

/** The list's edit (docs/product.md §2, §5): title, author and content; PUT /api/texts/{id} re-splits the content. */
export function EditTextForm({ text, content, online, onCancel, onSaved }: EditTextFormProps) {
  const { t } = useTranslation('texts');
  const api = useApi();
  const { busy, failure, save } = useTextSave(updateFailureMessages);
  const form = useForm({
    initialValues: { title: text.title, author: text.author, content },
    validate: (values) => validateTextEdit(values),
  });

  const submit = (values: typeof form.values) =>
    save(() => updateText(api, text.id, textFieldsToSend(values)), onSaved);

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <ServerErrors messages={failure} />
      <Stack>
        <TextInput
          label={t('form.title')}
          withAsterisk
          {...withErrorInScreenLanguage(form.getInputProps('title'))}
        />
        <TextInput
          label={t('form.author')}
          withAsterisk
          {...withErrorInScreenLanguage(form.getInputProps('author'))}
        />
        <Textarea
          label={t('form.content')}
          rows={10}
          {...withErrorInScreenLanguage(form.getInputProps('content'))}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={!online}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
