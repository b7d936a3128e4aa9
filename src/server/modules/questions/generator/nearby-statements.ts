import { isExpository } from './expository-reading.ts';
import { keptByText } from './kept-by-text.ts';
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
  for (const content of nearby ?? []) {
    if (found.length >= count) break;
    for (const statement of wholeStatementsOf(content)) {
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

/** The paragraph's whole statements, if it explains. */
function wholeStatementsOf(content: string): string[] {
  return expositoryStatementsOf(content)
    .filter((statement) => statement.whole)
    .map((statement) => statement.text);
}

/** The statements of a paragraph read on its own, if it explains; none if it tells a story. */
export const expositoryStatementsOf = keptByText((content) => {
  const analysis = analyseSection([{ paragraph_index: 0, content }]);
  const events = storyEvents(analysis);
  return isExpository(analysis, events) ? statements(analysis, events) : [];
});
