import { type GeneratedQuestion, normalizeChoiceText } from '#contract/questions.ts';
import { asksWhatWasSaid } from '#server/modules/questions/generator/said-what-question.ts';

/** The benchmark's own reading of a question, independent of how the generator made it. */
export function correctText(question: GeneratedQuestion): string {
  return question.choices.find((choice) => choice.is_correct)?.text ?? '';
}

/**
 * Whether the evidence sentence holds the correct answer: the answer's words in the sentence, or
 * for a vocabulary question the word being defined (the definition comes from the dictionary).
 */
export function evidenceSupportsAnswer(question: GeneratedQuestion): boolean {
  const evidence = normalizeChoiceText(question.evidence.sentence);
  if (question.type === 'vocabulary') {
    const word = question.content.match(/what does “([^”]+)” mean/)?.[1] ?? '';
    return word.length > 0 && evidence.includes(normalizeChoiceText(word));
  }
  const answer = normalizeChoiceText(correctText(question));
  return answer.length > 0 && (evidence.includes(answer) || withoutAsides(evidence).includes(answer));
}

/** A statement's evidence read as the statement is: without citations and asides ("[OCF3]", "(epubcfi)"). */
function withoutAsides(text: string): string {
  return text.replace(/\s*[([][^)\]]*[)\]]/g, '');
}

const NUMBER_WORD =
  /^(?:\d[\d,.]*|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|and)$/i;

/** A coarse kind of a choice: number, name, character, statement, definition or word. */
export function kindOf(text: string, question: GeneratedQuestion): string {
  const words = text.trim().split(/\s+/);
  if (words.length <= 3 && words.every((word) => NUMBER_WORD.test(word))) return 'number';
  if (question.type === 'vocabulary') return words.length >= 2 ? 'definition' : 'word';
  // "Which of these did the Nightingale say?": every choice is a line someone says.
  if (asksWhatWasSaid(question)) return 'line';
  // "After the soldier said “…”, who spoke next?" orders the speakers: its choices are names.
  const asksWho = /(?:^|, )who\s/i.test(question.content);
  if (['sequence', 'true_statement', 'main_idea'].includes(question.type) && !asksWho)
    return words.length >= 3 ? 'statement' : 'short';
  if (/^the\s/i.test(text) && words.length <= 4) return 'character-or-place';
  if (/^\p{Lu}/u.test(text) && words.length <= 4) return 'name';
  return words.length <= 3 ? 'word' : 'phrase';
}

/** Every wrong answer of the same kind as the right one. */
export function distractorsOfAnswersKind(question: GeneratedQuestion): boolean {
  const kind = kindOf(correctText(question), question);
  const sameKind = (k: string) =>
    k === kind ||
    (['name', 'character-or-place'].includes(k) && ['name', 'character-or-place'].includes(kind));
  return question.choices
    .filter((choice) => !choice.is_correct)
    .every((choice) => sameKind(kindOf(choice.text, question)));
}

/** The correct answers that occur more than once in one section. */
export function duplicateAnswers(questions: GeneratedQuestion[]): number {
  const answers = questions.map((question) => normalizeChoiceText(correctText(question)));
  return answers.length - new Set(answers).size;
}

/** An explanation, and evidence whose sentence stands verbatim in its paragraph. */
export function hasExplanationAndEvidence(
  question: GeneratedQuestion,
  paragraphs: Map<number, string>,
): boolean {
  const paragraph = paragraphs.get(question.evidence.paragraph_index) ?? '';
  return question.explanation.trim().length > 0 && paragraph.includes(question.evidence.sentence);
}
