import { isExpository } from './expository-reading.ts';
import { analyseSection } from './section-analysis.ts';
import { statements } from './statements.ts';
import { storyEvents } from './story-events.ts';
import { isContentWord } from './text-words.ts';

/** More than this share of a statement's words in the section, and it may be what the section is about too. */
const MOST_SHARED = 1 / 3;

/**
 * Whole statements of the text around a section (`nearby_paragraphs`) that the section is not
 * about — at most a third of their content words are in it — as wrong answers to "What is this
 * part mostly about?" of a text that explains. Each paragraph is read on its own, nearest first,
 * and only until `count` are found: they are never asked about.
 */
export function nearbyStatements(nearby: string[] | undefined, sectionText: string, count = 3): string[] {
  const sectionWords = new Set(wordsOf(sectionText));
  const found: string[] = [];
  for (const [paragraph_index, content] of (nearby ?? []).entries()) {
    if (found.length >= count) break;
    for (const statement of wholeStatementsOf(content, paragraph_index)) {
      const words = wordsOf(statement);
      const shared = words.filter((word) => sectionWords.has(word)).length;
      if (words.length >= 3 && shared <= words.length * MOST_SHARED) found.push(statement);
    }
  }
  return found.slice(0, count);
}

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}']+/gu) ?? []).filter(isContentWord);
}

/**
 * The paragraph's whole statements, if it explains. Each paragraph is near four sections, so its
 * tagging is kept for the next (a few hundred paragraphs at most, then forgotten).
 */
const read = new Map<string, string[]>();
const MOST_KEPT = 256;

function wholeStatementsOf(content: string, paragraph_index: number): string[] {
  const known = read.get(content);
  if (known) return known;
  const analysis = analyseSection([{ paragraph_index, content }]);
  const events = storyEvents(analysis);
  const whole = isExpository(analysis, events)
    ? statements(analysis, events)
        .filter((statement) => statement.whole)
        .map((statement) => statement.text)
    : [];
  if (read.size >= MOST_KEPT) read.clear();
  read.set(content, whole);
  return whole;
}
