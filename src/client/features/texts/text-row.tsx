import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useTextImageUrl } from '#client/state/use-text-image-url.ts';
import { ButtonLink } from '#client/ui/button-link.tsx';
import { CoverThumbnail } from '#client/ui/cover-thumbnail.tsx';
import { GradeBandText } from '#client/ui/grade-band-text.tsx';
import type { Text as TextItem } from '#contract/texts.ts';
import { relativeTime } from './relative-time.ts';

interface TextRowProps {
  text: TextItem;
  online: boolean;
  onEdit: (text: TextItem) => void;
  onDelete: (text: TextItem) => void;
}

function Cover({ src }: { src: string }) {
  return <CoverThumbnail url={useTextImageUrl(src)} />;
}

/** One row of My Texts (docs/product.md §2): facts about the text and its owner actions. */
export function TextRow({ text, online, onEdit, onDelete }: TextRowProps) {
  const { t, i18n } = useTranslation('texts');
  const status =
    text.status === 'published' || text.status === 'draft' ? t(`status.${text.status}`) : text.status;
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={text.title}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="md" align="flex-start" wrap="nowrap">
          {text.cover && <Cover src={text.cover.src} />}
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={2} fz="lg">
                {text.title}
              </Title>
              {text.epub_file_path && <Badge color="grape">EPUB</Badge>}
              <Badge variant="light" color={text.status === 'published' ? 'green' : 'gray'}>
                {status}
              </Badge>
              <Badge variant="outline">
                <GradeBandText level={text.reading_level} />
              </Badge>
            </Group>
            <Text c="dimmed">{t('by', { author: text.author })}</Text>
            <Text size="sm" c="dimmed">
              {t('paragraphs', { count: text.paragraphs_count })} ·{' '}
              {t('questions', { count: text.question_count })} ·{' '}
              {t('added', {
                when: relativeTime(text.created_at, i18n.resolvedLanguage ?? 'en', t('justNow')),
              })}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          <ButtonLink variant="light" to="/texts/$id/assignments" params={{ id: String(text.id) }}>
            {t('assignments')}
          </ButtonLink>
          <ButtonLink variant="light" to="/texts/$id/results" params={{ id: String(text.id) }}>
            {t('results')}
          </ButtonLink>
          <ButtonLink variant="light" to="/texts/$id/edit" params={{ id: String(text.id) }}>
            {t('sectionsQuestions')}
          </ButtonLink>
          {/* 'Edit' is the spec's word; the title says what it edits, beside the editor's link. */}
          <Button variant="default" disabled={!online} onClick={() => onEdit(text)} title={t('editTitle')}>
            {t('edit')}
          </Button>
          <Button color="red" variant="light" disabled={!online} onClick={() => onDelete(text)}>
            {t('delete')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
