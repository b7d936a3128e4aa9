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
    const analysis = analyseSection([{ paragraph_index, content }]);
    const events = storyEvents(analysis);
    if (!isExpository(analysis, events)) continue;
    for (const statement of statements(analysis, events)) {
      const words = wordsOf(statement.text);
      const shared = words.filter((word) => sectionWords.has(word)).length;
      if (statement.whole && words.length >= 3 && shared <= words.length * MOST_SHARED)
        found.push(statement.text);
    }
  }
  return found.slice(0, count);
}

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}']+/gu) ?? []).filter(isContentWord);
}
