import { speakersIn } from './said-who-question.ts';

/** Words that name nobody by themselves: "the old woman" and "the old man" do not share one. */
const ARTICLES = new Set(['the', 'a', 'an', 'both', 'all']);

const lowerCaseWords = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/**
 * The characters who speak in the paragraphs around a section ("said the Mice"), for wrong answers
 * when the section has too few of its own. Only those the section never names, not even by one of
 * their words: "the Tree" is left out of a section about "the Fir Tree" or one that says "tree", so a
 * wrong answer is never a character of the section under another name, nor true of it.
 */
export function nearbyCharacters(nearbyParagraphs: readonly string[], sectionText: string): string[] {
  if (nearbyParagraphs.length === 0) return [];
  const sectionWords = new Set(lowerCaseWords(sectionText));
  const speakers = new Set(nearbyParagraphs.flatMap(speakersIn));
  return [...speakers].filter((speaker) =>
    lowerCaseWords(speaker)
      .filter((word) => !ARTICLES.has(word))
      .every((word) => !sectionWords.has(word)),
  );
}
