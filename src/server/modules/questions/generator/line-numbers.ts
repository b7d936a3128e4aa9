import type { QuestionSection } from '#server/adapters/ai/question-generator.ts';

/**
 * A line number an edition of a poem prints at the end of every tenth line, glued to the line's
 * last word or mark: "into the Hofgarten,10", "savagely still.110", "Then spoke the thunder400".
 * Only a multiple of ten after a lower-case letter counts ("HTML5" and "EPUB 3.0" are no line numbers).
 */
const GLUED_LINE_NUMBER = /(?<=\p{Ll}[,.;:!?'"”’)]?)[1-9]\d{0,2}0$/u;
/**
 * The same set after a space ("yet there the nightingale 100"): a line number only where the text
 * numbers its lines and a glued number near it counts the same lines, so a year ending a line of
 * prose near a poem ("The ship sailed in 1850") stays.
 */
const SPACED_LINE_NUMBER = /(?<=[\p{Ll},.;:!?'"”’)])\s+([1-9]\d{0,2}0)$/u;
/** How far a spaced number may be from a glued one and still count the same poem's lines. */
const NEAR_A_GLUED_NUMBER = 30;
/** A verse line is short; a longer paragraph ending in a figure is prose that states it. */
const MOST_WORDS_IN_A_NUMBERED_LINE = 20;

/**
 * The section with the line numbers of a poem taken off its lines (and off the lines around it), so
 * no stem, choice or explanation shows "Hofgarten,10" and no blank asks for "thunder400". Every
 * line keeps its words and marks as printed, so evidence quoted from it is still the text's own.
 */
export function withoutLineNumbers(section: QuestionSection): QuestionSection {
  const contents = [...section.paragraphs.map((p) => p.content), ...(section.nearby_paragraphs ?? [])];
  const glued = contents.flatMap((content) =>
    linesOf(content)
      .filter((line) => hasLineNumber(line, GLUED_LINE_NUMBER))
      .map((line) => Number(line.trim().match(GLUED_LINE_NUMBER)?.[0])),
  );
  if (glued.length === 0) return section;
  const strip = (content: string) => withoutNumbers(content, glued);
  return {
    ...section,
    paragraphs: section.paragraphs.map((paragraph) => ({ ...paragraph, content: strip(paragraph.content) })),
    ...(section.nearby_paragraphs && { nearby_paragraphs: section.nearby_paragraphs.map(strip) }),
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

function withoutNumbers(content: string, glued: number[]): string {
  return linesOf(content)
    .map((line) => {
      if (hasLineNumber(line, GLUED_LINE_NUMBER)) return line.trimEnd().replace(GLUED_LINE_NUMBER, '');
      const spaced =
        hasLineNumber(line, SPACED_LINE_NUMBER) && Number(line.trim().match(SPACED_LINE_NUMBER)?.[1]);
      const counted = spaced && glued.some((number) => Math.abs(number - spaced) <= NEAR_A_GLUED_NUMBER);
      return counted ? line.trimEnd().replace(SPACED_LINE_NUMBER, '') : line;
    })
    .join('\n');
}
