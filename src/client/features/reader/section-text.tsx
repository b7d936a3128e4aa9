import { Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { ParagraphPictures } from './paragraph-pictures.tsx';
import type { Section } from './reader-rules.ts';
import { paragraphStyle, type ReadingStyle } from './reading-style.ts';

/** One section's paragraphs, each after its pictures, as plain text (nothing from a text is ever rendered as HTML). */
export function SectionText({ section, style }: { section: Section; style: ReadingStyle }) {
  return (
    <Stack gap="md" data-testid="section-text">
      {section.paragraphs.map((paragraph) => (
        <Fragment key={paragraph.id}>
          <ParagraphPictures images={paragraph.images} />
          <Text component="p" m={0} style={paragraphStyle(style)}>
            {paragraph.content}
          </Text>
        </Fragment>
      ))}
    </Stack>
  );
}
