import type { GeneratedQuestion } from '#contract/questions.ts';
import { buildQuestion, textSays, upperFirst } from './build-question.ts';
import { charactersLike, namesAPerson } from './characters.ts';
import { type Sentence, sentenceText } from './section-analysis.ts';
import { baseForms } from './wordnet/base-forms.ts';
import { nounKind } from './wordnet/wordnet-dictionary.ts';

/**
 * A story's opening: "There was once a Prince who wanted to marry a Princess" — who is there, and
 * what they did, in one relative clause. The who-clause runs to the first mark of punctuation.
 */
const THERE_WAS_ONE_WHO =
  /\b[Tt]here (?:was|lived|dwelt) (?:once )?(an?) ((?:[\p{Ll}\p{Lu}][\p{L}-]* ){0,2}[\p{Ll}\p{Lu}][\p{L}-]*),? who ([^,;:.!?—"“”]+)/u;

/** A who-clause this long is a question no child reads to the end. */
const MOST_WORDS_ASKED = 14;

/**
 * "There was once a Prince who wanted to marry a Princess." → "Who wanted to marry a Princess?"
 * → A Prince, for a person or an animal WordNet knows, whose clause starts with a verb ("who
 * cared little for money"); the wrong answers are the story's other characters.
 */
export function existentialWhoQuestions(
  sentences: readonly Sentence[],
  characters: string[],
): GeneratedQuestion[] {
  return sentences.flatMap((sentence) => {
    const match = sentenceText(sentence).match(THERE_WAS_ONE_WHO);
    const [, article = 'a', someone = '', clause = ''] = match ?? [];
    const asked = clause.trim();
    const words = asked.split(/\s+/);
    if (!match || words.length < 2 || words.length > MOST_WORDS_ASKED) return [];
    if (!isSomeone(someone) || !startsWithAVerb(sentence, words[0] ?? '')) return [];
    // The text's own words: "A Prince", as the evidence has them, not "The Prince".
    const answer = upperFirst(`${article} ${someone}`);
    const distractors = charactersLike(answer, characters);
    if (!distractors) return [];
    return [buildQuestion('who', `Who ${asked}?`, answer, distractors, sentence, textSays(sentence))];
  });
}

/** "Prince", "very wealthy man", "old fox": a person or an animal by its last word. */
function isSomeone(phrase: string): boolean {
  const head = (phrase.split(' ').at(-1) ?? '').toLowerCase();
  if (namesAPerson(head)) return true;
  return baseForms(head, 'noun').some((form) => nounKind(form) === 'animal');
}

/** The who-clause's first word is a verb as the tagger read it in its sentence ("wanted", "thought"). */
function startsWithAVerb(sentence: Sentence, word: string): boolean {
  const at = sentence.tokens.findIndex(
    (token, index) => token.text === word && sentence.tokens[index - 1]?.text.toLowerCase() === 'who',
  );
  return at >= 0 && (sentence.tokens[at]?.tags.has('Verb') ?? false);
}
