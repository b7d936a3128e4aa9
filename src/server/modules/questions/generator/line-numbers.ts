import type { QuestionSection } from '#server/adapters/ai/question-generator.ts';

/**
 * A line number an edition of a poem prints at the end of every tenth line, glued to the line's
 * last word or mark: "into the Hofgarten,10", "savagely still.110", "Then spoke the thunder400".
 * Only a multiple of ten after a lower-case letter counts ("HTML5" and "EPUB 3.0" are no line numbers).
 */
const GLUED_LINE_NUMBER = /(?<=\p{Ll}[,.;:!?'"”’)]?)[1-9]\d{0,2}0$/u;
/** The same set after a space ("yet there the nightingale 100"): a line number only where the text numbers its lines. */
const SPACED_LINE_NUMBER = /(?<=[\p{Ll},.;:!?'"”’)])\s+[1-9]\d{0,2}0$/u;
/** A verse line is short; a longer paragraph ending in a figure is prose that states it. */
const MOST_WORDS_IN_A_NUMBERED_LINE = 20;

/**
 * The section with the line numbers of a poem taken off its lines (and off the lines around it), so
 * no stem, choice or explanation shows "Hofgarten,10" and no blank asks for "thunder400". Every
 * line keeps its words and marks as printed, so evidence quoted from it is still the text's own.
 */
export function withoutLineNumbers(section: QuestionSection): QuestionSection {
  const contents = [...section.paragraphs.map((p) => p.content), ...(section.nearby_paragraphs ?? [])];
  const numbered = contents.some((content) =>
    linesOf(content).some((line) => hasLineNumber(line, GLUED_LINE_NUMBER)),
  );
  if (!numbered) return section;
  return {
    ...section,
    paragraphs: section.paragraphs.map((paragraph) => ({
      ...paragraph,
      content: withoutNumbers(paragraph.content),
    })),
    ...(section.nearby_paragraphs && { nearby_paragraphs: section.nearby_paragraphs.map(withoutNumbers) }),
  };
}

function linesOf(content: string): string[] {
  return content.split('\n');
}

function hasLineNumber(line: string, pattern: RegExp): boolean {
  const words = line.trim().split(/\s+/);
  const figures = line.match(/\d+/gu) ?? [];
  return words.length <= MOST_WORDS_IN_A_NUMBERED_LINE && figures.length === 1 && pattern.test(line.trim());
}

function withoutNumbers(content: string): string {
  return linesOf(content)
    .map((line) => {
      const pattern = [GLUED_LINE_NUMBER, SPACED_LINE_NUMBER].find((one) => hasLineNumber(line, one));
      return pattern ? line.trimEnd().replace(pattern, '') : line;
    })
    .join('\n');
}
