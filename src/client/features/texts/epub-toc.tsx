import { Alert, Group, Loader, ScrollArea, Text } from '@mantine/core';
import type { EpubPreviewState } from './use-epub-preview.ts';

/** What the browser could read of the picked book before it is uploaded. */
export function EpubToc({ state }: { state: EpubPreviewState }) {
  if (state.status === 'idle') return null;
  if (state.status === 'loading')
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">Reading the book…</Text>
      </Group>
    );
  if (state.status === 'failed')
    return (
      <Alert color="yellow">This book could not be previewed; the server will still try to import it.</Alert>
    );
  const { toc } = state.preview;
  return (
    <div>
      <Text fw={600} size="sm">
        Table of contents
      </Text>
      {toc.length === 0 ? (
        <Text size="sm" c="dimmed">
          This book has no table of contents.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={160}>
          <ol aria-label="Table of contents" style={{ margin: 0, paddingLeft: 20 }}>
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
