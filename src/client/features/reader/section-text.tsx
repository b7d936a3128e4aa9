import { Stack, Text } from '@mantine/core';
import { Fragment, useEffect, useRef } from 'react';
import { type Evidence, splitAtEvidence } from './evidence.ts';
import { ParagraphPictures } from './paragraph-pictures.tsx';
import type { Section } from './reader-rules.ts';
import { paragraphStyle, type ReadingStyle } from './reading-style.ts';

interface SectionTextProps {
  section: Section;
  style: ReadingStyle;
  /** A sentence to highlight and bring into view: where the text answers a question. */
  evidence?: Evidence | null;
}

/** One section's paragraphs, each after its pictures, as plain text (nothing from a text is ever rendered as HTML). */
export function SectionText({ section, style, evidence = null }: SectionTextProps) {
  const mark = useRef<HTMLElement>(null);
  useEffect(() => {
    if (evidence) mark.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [evidence]);
  return (
    <Stack gap="md" data-testid="section-text">
      {section.paragraphs.map((paragraph) => {
        const parts =
          evidence?.paragraph_index === paragraph.paragraph_index
            ? splitAtEvidence(paragraph.content, evidence.sentence)
            : null;
        return (
          <Fragment key={paragraph.id}>
            <ParagraphPictures images={paragraph.images} />
            <Text component="p" m={0} style={paragraphStyle(style)}>
              {parts ? (
                <>
                  {parts[0]}
                  <mark ref={mark} data-testid="evidence">
                    {parts[1]}
                  </mark>
                  {parts[2]}
                </>
              ) : (
                paragraph.content
              )}
            </Text>
          </Fragment>
        );
      })}
    </Stack>
  );
}
