import { Button, Card, Group, Highlight, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { Paragraph } from '#contract/texts.ts';
import { ParagraphPictures } from './paragraph-pictures.tsx';

interface ParagraphCardProps {
  paragraph: Paragraph;
  number: number;
  highlight: string;
  online: boolean;
  onSave: (paragraph: Paragraph, content: string) => Promise<boolean>;
  onDelete: (paragraph: Paragraph) => void;
}

/** One paragraph: its text (search matches highlighted), edited in place and saved on its own. */
export function ParagraphCard({
  paragraph,
  number,
  highlight,
  online,
  onSave,
  onDelete,
}: ParagraphCardProps) {
  const { t } = useTranslation('editor');
  const [draft, setDraft] = useState<string | null>(null);
  // onSave reports its own failure (a toast) and says whether the paragraph was saved.
  const saving = useMutation({
    mutationFn: (content: string) => onSave(paragraph, content),
    onSuccess: (saved) => {
      if (saved) setDraft(null);
    },
  });
  const busy = saving.isPending;
  const save = () => {
    if (draft !== null) saving.mutate(draft);
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      aria-label={t('paragraph.label', { number })}
      component="article"
    >
      {paragraph.images && (
        <Stack gap="xs" mb="xs">
          <ParagraphPictures images={paragraph.images} />
        </Stack>
      )}
      {draft === null ? (
        <Highlight highlight={highlight} style={{ whiteSpace: 'pre-wrap' }}>
          {paragraph.content}
        </Highlight>
      ) : (
        <Textarea
          aria-label={t('paragraph.text', { number })}
          rows={6}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
      )}
      <Group justify="flex-end" gap="xs" mt="xs">
        {draft === null ? (
          <>
            <Button size="xs" variant="light" disabled={!online} onClick={() => setDraft(paragraph.content)}>
              {t('paragraph.edit')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={!online}
              onClick={() => onDelete(paragraph)}
            >
              {t('paragraph.delete')}
            </Button>
          </>
        ) : (
          <>
            <Button size="xs" variant="default" onClick={() => setDraft(null)}>
              {t('cancel')}
            </Button>
            <Button size="xs" loading={busy} disabled={!online || draft.trim() === ''} onClick={save}>
              {t('paragraph.save')}
            </Button>
          </>
        )}
      </Group>
    </Card>
  );
}
