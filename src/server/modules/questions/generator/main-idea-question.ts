import type { GeneratedQuestion } from '#contract/questions.ts';
import { buildQuestion, upperFirst } from './build-question.ts';
import type { Statement } from './statements.ts';
import { isContentWord } from './text-words.ts';

/** A section needs this many paragraphs before "mostly about" means more than one paragraph's detail. */
const MIN_PARAGRAPHS = 3;

/** A statement whose words reach this many paragraphs runs through a section of three or four. */
const RUNS_THROUGH = 3;

/**
 * "What is this part mostly about?" The answer is the event or statement (`statements`)
 * whose words run through the most paragraphs; the wrong answers are details — events from other paragraphs — or, when the
 * caller has them, central events of other sections (`otherSections`), which this part is not about.
 * A section with too few details of its own takes statements of the text around it
 * (`statementsAround`, asked only then) when the answer's words run through three paragraphs.
 */
export function mainIdeaQuestions(
  events: Statement[],
  paragraphs: { paragraph_index: number; content: string }[],
  otherSections: string[] = [],
  statementsAround: () => string[] = () => [],
): GeneratedQuestion[] {
  if (paragraphs.length < MIN_PARAGRAPHS || events.length === 0) return [];
  const paragraphWords = paragraphs.map(
    (paragraph) =>
      new Set((paragraph.content.toLowerCase().match(/[\p{L}']+/gu) ?? []).filter(isContentWord)),
  );
  const reach = (event: Statement) => {
    const words = event.tokens.map((t) => t.text.toLowerCase()).filter(isContentWord);
    return paragraphWords.filter((set) => words.some((word) => set.has(word))).length;
  };
  const ranked = [...events].sort((a, b) => reach(b) - reach(a) || a.order - b.order);
  const central = ranked[0] as Statement;
  // Its words must reach beyond its own paragraph, or it is a detail like the others.
  if (reach(central) < 2) return [];
  const details = ranked
    .filter((event) => event.sentence.paragraph_index !== central.sentence.paragraph_index)
    .reverse()
    .map((event) => upperFirst(event.text));
  let distractors = [...new Set([...otherSections.map(upperFirst), ...details])].slice(0, 3);
  if (distractors.length < 3 && reach(central) >= RUNS_THROUGH)
    distractors = [...new Set([...distractors, ...statementsAround().map(upperFirst)])].slice(0, 3);
  if (distractors.length < 3) return [];
  return [
    buildQuestion(
      'main_idea',
      'What is this part mostly about?',
      upperFirst(central.text),
      distractors,
      central.sentence,
      `Most of this part is about this: “${central.text}”.`,
    ),
  ];
}
