import { Button, FileButton, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createText } from '#api-client/texts.ts';
import { withErrorInScreenLanguage } from '#client/i18n/server-words.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useApi } from '#client/state/use-api.ts';
import { uploadFailureMessages } from './failure-messages.ts';
import { ServerErrors } from './server-errors.tsx';
import { type TextUploadValues, validateTextUpload } from './upload-validation.ts';
import { textFieldsToSend, useTextSave } from './use-text-save.ts';

/** Upload of the text type (docs/product.md §2, §5): title, author and content, or content read from a .txt file. */
export function TextUploadForm({ onUploaded, online }: { onUploaded: () => void; online: boolean }) {
  const { t } = useTranslation('texts');
  const api = useApi();
  const { busy, failure, save } = useTextSave(uploadFailureMessages);
  const form = useForm<TextUploadValues>({
    initialValues: { title: '', author: '', content: '' },
    validate: (values) => validateTextUpload(values),
  });

  async function readTextFile(file: File | null) {
    if (file) form.setFieldValue('content', await file.text());
  }

  const submit = (values: TextUploadValues) =>
    save(() => createText(api, textFieldsToSend(values)), onUploaded);

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
          withAsterisk
          rows={10}
          {...withErrorInScreenLanguage(form.getInputProps('content'))}
        />
        <Group justify="space-between">
          <FileButton onChange={readTextFile} accept=".txt,text/plain">
            {(props) => (
              <Button variant="subtle" {...props}>
                {t('form.readTxt')}
              </Button>
            )}
          </FileButton>
          <Button type="submit" loading={busy} disabled={!online}>
            {t('form.upload')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
