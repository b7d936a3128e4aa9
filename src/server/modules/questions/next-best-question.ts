import { normalizeChoiceText } from '#contract/questions.ts';

/** What Replace compares: a question's stem and its choices, the right one marked. */
interface Comparable {
  content: string;
  choices: readonly { text: string; is_correct: boolean }[];
}

const answerOf = (question: Comparable) => question.choices.find((choice) => choice.is_correct)?.text ?? '';

/**
 * The question to put in `replaced`'s place (docs/questions.md, "Replace"): of the generator's
 * candidates, best first, the first whose stem and whose answer no question of the section has
 * (`replaced` included), case and spacing ignored. The candidates ranked after `replaced` come
 * first, then those before it: pressing Replace again moves on down the list instead of bringing
 * back the question just replaced. Undefined when every candidate is already there.
 */
export function nextBestQuestion<Candidate extends Comparable>(
  candidates: Candidate[],
  section: Comparable[],
  replaced: Pick<Comparable, 'content'>,
  language?: string | null,
): Candidate | undefined {
  const normal = (text: string) => normalizeChoiceText(text, language ?? undefined);
  const stems = new Set(section.map((question) => normal(question.content)));
  const answers = new Set(section.map((question) => normal(answerOf(question))));
  const rank = candidates.findIndex((candidate) => normal(candidate.content) === normal(replaced.content));
  const inTurn = [...candidates.slice(rank + 1), ...candidates.slice(0, rank + 1)];
  return inTurn.find(
    (candidate) => !stems.has(normal(candidate.content)) && !answers.has(normal(answerOf(candidate))),
  );
}
