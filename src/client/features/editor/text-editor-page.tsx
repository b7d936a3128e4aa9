import { Alert, Container, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { EditorWorkspace } from './editor-workspace.tsx';
import { useEditorText } from './use-editor-text.ts';

function EditorScreen({ textId, questionId }: { textId: number; questionId?: number }) {
  const { t } = useTranslation('editor');
  const editor = useEditorText(textId);
  if (editor.state.status === 'loading')
    return (
      <Group>
        <Loader size="sm" />
        <Text>{t('loading')}</Text>
      </Group>
    );
  if (editor.state.status === 'failed') return <Alert color="red">{t('loadFailed')}</Alert>;
  return <EditorWorkspace textId={textId} editor={editor} state={editor.state} questionId={questionId} />;
}

/** docs/product.md §2 text editor at /texts/{id}/edit. */
export function TextEditorPage({ id, questionId }: { id: string; questionId?: number }) {
  const { t } = useTranslation('editor');
  const textId = /^\d+$/.test(id) ? Number(id) : 0;
  return (
    <Container size="xl" py="lg">
      {textId > 0 ? (
        <EditorScreen key={textId} textId={textId} questionId={questionId} />
      ) : (
        <Alert color="red">{t('idMissing')}</Alert>
      )}
    </Container>
  );
}
