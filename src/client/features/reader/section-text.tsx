import { Stack, Text } from '@mantine/core';
import type { Section } from './reader-rules.ts';
import { paragraphStyle, type ReadingStyle } from './reading-style.ts';

/** One section's paragraphs, as plain text (nothing from a text is ever rendered as HTML). */
export function SectionText({ section, style }: { section: Section; style: ReadingStyle }) {
  return (
    <Stack gap="md" data-testid="section-text">
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph.id} component="p" m={0} style={paragraphStyle(style)}>
          {paragraph.content}
        </Text>
      ))}
    </Stack>
  );
}
