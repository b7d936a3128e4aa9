import { Button, FileInput, Group, Progress, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { uploadEpub } from '#api-client/texts.ts';
import {
  errorInScreenLanguage,
  inScreenLanguageLoaded,
  withErrorInScreenLanguage,
} from '#client/i18n/server-words.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useApi } from '#client/state/use-api.ts';
import type { EpubPreview } from './epub-preview.ts';
import { EpubToc } from './epub-toc.tsx';
import { uploadFailureMessages } from './failure-messages.ts';
import { ServerErrors } from './server-errors.tsx';
import { epubFileError, validateEpubUpload } from './upload-validation.ts';
import { useEpubPreview } from './use-epub-preview.ts';

interface EpubValues {
  file: File | null;
  title: string;
  author: string;
}

/**
 * The book is in; the teacher still hears which of its pictures were left out, and why (long enough
 * to read the list, not so long that it hides the menu behind it), in the language on screen.
 */
async function showDroppedImages(message: string, droppedImages: string[]) {
  const [title, ...dropped] = await Promise.all([message, ...droppedImages].map(inScreenLanguageLoaded));
  notifications.show({ color: 'yellow', title, message: dropped.join(' '), autoClose: 15_000 });
}

/** Upload of the EPUB type (docs/product.md §2, §5): the file, previewed in the browser; title and author optional. */
export function EpubUploadForm({ onUploaded, online }: { onUploaded: () => void; online: boolean }) {
  const { t } = useTranslation('texts');
  const api = useApi();
  const [failure, setFailure] = useState<string[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const form = useForm<EpubValues>({
    initialValues: { file: null, title: '', author: '' },
    validate: (values) => {
      const { epub_file, ...rest } = validateEpubUpload(values);
      return { ...rest, ...(epub_file ? { file: epub_file } : {}) };
    },
  });
  const { setFieldValue, getValues } = form;
  // The book's metadata fills only what the teacher has left empty.
  const prefill = useCallback(
    (preview: EpubPreview) => {
      if (!getValues().title.trim()) setFieldValue('title', preview.title);
      if (!getValues().author.trim()) setFieldValue('author', preview.author);
    },
    [getValues, setFieldValue],
  );
  const { state: previewState, preview } = useEpubPreview(prefill);

  function pick(file: File | null) {
    form.setFieldValue('file', file);
    const error = file ? epubFileError(file) : undefined;
    form.setFieldError('file', error ?? null);
    preview(error ? null : file);
  }

  async function submit(values: EpubValues) {
    if (!values.file) return;
    setFailure([]);
    setPercent(0);
    try {
      const fields = { file: values.file, title: values.title.trim(), author: values.author.trim() };
      const uploaded = await uploadEpub(api, fields, ({ loaded, total }) =>
        setPercent(Math.round((loaded / total) * 100)),
      );
      if (uploaded.dropped_images?.length) void showDroppedImages(uploaded.message, uploaded.dropped_images);
      onUploaded();
    } catch (error) {
      setFailure(uploadFailureMessages(error));
    } finally {
      setPercent(null);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <ServerErrors messages={failure} />
      <Stack>
        <FileInput
          label={t('form.epubFile')}
          withAsterisk
          clearable
          accept=".epub,application/epub+zip"
          placeholder={t('form.chooseEpub')}
          value={form.values.file}
          error={errorInScreenLanguage(form.errors.file)}
          onChange={pick}
        />
        <EpubToc state={previewState} />
        <TextInput
          label={t('form.title')}
          placeholder={t('form.fromBook')}
          {...withErrorInScreenLanguage(form.getInputProps('title'))}
        />
        <TextInput
          label={t('form.author')}
          placeholder={t('form.fromBook')}
          {...withErrorInScreenLanguage(form.getInputProps('author'))}
        />
        {percent !== null && <Progress value={percent} animated aria-label={t('form.uploadProgress')} />}
        <Group justify="flex-end">
          <Button type="submit" loading={percent !== null} disabled={!online}>
            {t('form.upload')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
