import { Alert, Group, Loader, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { EpubPreviewState } from './use-epub-preview.ts';

/** What the browser could read of the picked book before it is uploaded. */
export function EpubToc({ state }: { state: EpubPreviewState }) {
  const { t } = useTranslation('texts');
  if (state.status === 'idle') return null;
  if (state.status === 'loading')
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{t('form.readingBook')}</Text>
      </Group>
    );
  if (state.status === 'failed') return <Alert color="yellow">{t('form.previewFailed')}</Alert>;
  const { toc } = state.preview;
  return (
    <div>
      <Text fw={600} size="sm">
        {t('form.toc')}
      </Text>
      {toc.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('form.noToc')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={160}>
          <ol aria-label={t('form.toc')} style={{ margin: 0, paddingLeft: 20 }}>
            {toc.map((entry) => (
              <li key={entry.path} style={{ marginLeft: entry.depth * 12 }}>
                <Text size="sm">{entry.label}</Text>
              </li>
            ))}
          </ol>
        </ScrollArea.Autosize>
      )}
    </div>
  );
}
