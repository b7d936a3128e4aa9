import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { Chunk, Paragraph } from '#contract/texts.ts';
import { ParagraphCard } from './paragraph-card.tsx';

interface SectionViewProps {
  section: Chunk;
  position: number;
  total: number;
  highlight: string;
  online: boolean;
  onDeleteSection: () => void;
  onSaveParagraph: (paragraph: Paragraph, content: string) => Promise<boolean>;
  onDeleteParagraph: (paragraph: Paragraph) => void;
}

/** The section on screen: its paragraphs, and deleting it (local until 'Save Changes'). */
export function SectionView(props: SectionViewProps) {
  const { t } = useTranslation('editor');
  const { section, position, total, highlight, online } = props;
  return (
    <Stack gap="sm" aria-label={t('section', { number: position + 1 })} component="section">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {t('sectionOf', { number: position + 1, total })}
        </Title>
        <Button size="xs" color="red" variant="light" disabled={!online} onClick={props.onDeleteSection}>
          {t('deleteSection')}
        </Button>
      </Group>
      {section.paragraphs.map((paragraph, index) => (
        <ParagraphCard
          key={paragraph.id}
          paragraph={paragraph}
          number={position * 4 + index + 1}
          highlight={highlight}
          online={online}
          onSave={props.onSaveParagraph}
          onDelete={props.onDeleteParagraph}
        />
      ))}
    </Stack>
  );
}
