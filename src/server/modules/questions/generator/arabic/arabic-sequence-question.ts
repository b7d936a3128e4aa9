import type { GeneratedQuestion } from '#contract/questions.ts';
import { buildQuestion } from '../build-question.ts';
import type { Sentence } from '../section-analysis.ts';
import { asChoice, isPlainStatement, plainArabic } from './arabic-words.ts';

/** "What came first in this part?" — for a story or an explanation alike. */
export const FIRST_STEM = 'ماذا ورد أولًا في هذا الجزء؟';

/** The sentence named in "just after" is read before the choices: it is kept short. */
const MAX_WORDS_IN_QUESTION = 10;

/**
 * The order of the text: "What came first in this part?" (four statements of different sentences,
 * the earliest right) and "Which sentence came right after «…»?" (the next statement, against three
 * that came before the quoted one, none of which can be said to come after it).
 */
export function arabicSequenceQuestions(sentences: readonly Sentence[]): GeneratedQuestion[] {
  const seen = new Set<string>();
  const statements = sentences.filter((sentence) => {
    const key = plainArabic(asChoice(sentence));
    if (!isPlainStatement(sentence, 14) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (statements.length < 4) return [];
  const [first, ...later] = statements as [Sentence, ...Sentence[]];
  const others = [...new Set([later[0], later[Math.floor(later.length / 2)], later.at(-1)])].filter(
    (sentence): sentence is Sentence => sentence !== undefined,
  );
  const questions: GeneratedQuestion[] = [];
  if (others.length === 3)
    questions.push(
      buildQuestion(
        'sequence',
        FIRST_STEM,
        asChoice(first),
        others.map(asChoice),
        first,
        `هذا ما ورد قبل غيره في هذا الجزء: «${asChoice(first)}».`,
      ),
    );
  const after = justAfterQuestion(sentences, statements);
  if (after) questions.push(after);
  return questions;
}

/** The last statement whose sentence follows another statement's directly in the text, asked after it. */
function justAfterQuestion(
  sentences: readonly Sentence[],
  statements: readonly Sentence[],
): GeneratedQuestion | undefined {
  const at = statements.findLastIndex(
    (next, index) =>
      index >= 4 && sentences.indexOf(statements[index - 1] as Sentence) + 1 === sentences.indexOf(next),
  );
  const next = statements[at];
  const before = statements[at - 1];
  const earlier = statements.slice(0, at - 1).slice(-3);
  if (!next || !before || earlier.length < 3 || before.tokens.length > MAX_WORDS_IN_QUESTION)
    return undefined;
  return buildQuestion(
    'sequence',
    `ما الجملة التي وردت مباشرةً بعد «${asChoice(before)}»؟`,
    asChoice(next),
    earlier.map(asChoice),
    next,
    `بعدها مباشرةً ورد في النص: «${asChoice(next)}».`,
  );
}
