import { Group, Stack, Text } from '@mantine/core';
import { Fragment, memo, useEffect, useRef } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { type Evidence, splitAtEvidence } from './evidence.ts';
import { ParagraphPictures } from './paragraph-pictures.tsx';
import { ListenButton } from './read-aloud/listen-button.tsx';
import { useReadAloudContext } from './read-aloud/read-aloud-context.tsx';
import { SpokenText } from './read-aloud/spoken-text.tsx';
import type { Section } from './reader-rules.ts';
import { paragraphStyle, type ReadingStyle } from './reading-style.ts';

interface SectionTextProps {
  section: Section;
  style: ReadingStyle;
  /** A sentence to highlight and bring into view: where the text answers a question. */
  evidence?: Evidence | null;
}

type Paragraph = Section['paragraphs'][number];

/** The key under which a paragraph is read aloud and highlighted. */
export const paragraphPart = (paragraph: Paragraph) => ({
  key: `paragraph:${paragraph.id}`,
  text: paragraph.content,
});

function ParagraphContent({ paragraph, evidence }: { paragraph: Paragraph; evidence: Evidence | null }) {
  const mark = useRef<HTMLElement>(null);
  const part = paragraphPart(paragraph);
  const spoken = useReadAloudContext()?.position?.key === part.key;
  useEffect(() => {
    if (evidence) mark.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [evidence]);
  const parts =
    evidence?.paragraph_index === paragraph.paragraph_index && !spoken
      ? splitAtEvidence(paragraph.content, evidence.sentence)
      : null;
  if (!parts) return <SpokenText partKey={part.key} text={part.text} />;
  return (
    <>
      {parts[0]}
      <mark ref={mark} data-testid="evidence">
        {parts[1]}
      </mark>
      {parts[2]}
    </>
  );
}

/**
 * One section's paragraphs, each after its pictures, as plain text (nothing from a text is ever
 * rendered as HTML), each with a button that reads it aloud where the device has a voice.
 */
export const SectionText = memo(function SectionText({ section, style, evidence = null }: SectionTextProps) {
  const { t } = useTranslation('reader');
  return (
    <Stack gap="md" data-testid="section-text">
      {section.paragraphs.map((paragraph, index) => (
        <Fragment key={paragraph.id}>
          <ParagraphPictures images={paragraph.images} />
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <ListenButton
              label={t('listenParagraph', { number: index + 1 })}
              parts={() => [paragraphPart(paragraph)]}
            />
            <Text component="p" m={0} style={paragraphStyle(style)}>
              <ParagraphContent paragraph={paragraph} evidence={evidence} />
            </Text>
          </Group>
        </Fragment>
      ))}
    </Stack>
  );
});
