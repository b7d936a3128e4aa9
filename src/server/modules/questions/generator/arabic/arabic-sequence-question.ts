import type { GeneratedQuestion } from '#contract/questions.ts';
import { buildQuestion } from '../build-question.ts';
import type { Sentence } from '../section-analysis.ts';
import { distinctKept, firstAndSpread } from '../sentence-picks.ts';
import { leadingClause } from './arabic-leading-clause.ts';
import { asChoice, isPlainStatement, isShownIn, plainArabic } from './arabic-words.ts';

/** "What came first in this part?" — for a story or an explanation alike. */
export const FIRST_STEM = 'ماذا ورد أولًا في هذا الجزء؟';

/** The sentence named in "just after" is read before the choices: it is kept short. */
const MAX_WORDS_IN_QUESTION = 10;

/**
 * The order of the text: "What came first in this part?" (four statements of different sentences,
 * the earliest right) and "Which sentence came right after «…»?" (the next statement, against three
 * that came before the quoted one, none of which can be said to come after it). Statements in
 * `shownElsewhere` (as `plainArabic` spells them) are left out: another question shows them. With
 * `withClauses`, "What came first?" also draws on long sentences' first clauses (`firstQuestion`).
 */
export function arabicSequenceQuestions(
  sentences: readonly Sentence[],
  { shownElsewhere = new Set<string>(), withClauses = false } = {},
): GeneratedQuestion[] {
  const notShown = (text: string) => !isShownIn(text, shownElsewhere);
  const statements = distinctKept(
    sentences,
    (sentence) => isPlainStatement(sentence, 14) && notShown(asChoice(sentence)),
    (sentence) => plainArabic(asChoice(sentence)),
  );
  return [firstQuestion(sentences, notShown, withClauses), justAfterQuestion(sentences, statements)].filter(
    (question): question is GeneratedQuestion => question !== undefined,
  );
}

/**
 * "What came first?" over short statements, and `withClauses` the first clauses of long sentences
 * that read as statements (`leadingClause`): the book's sentences are long, and a clause is as
 * early as its sentence. The evidence is the whole sentence, as the text has it.
 */
function firstQuestion(
  sentences: readonly Sentence[],
  keep: (text: string) => boolean,
  withClauses: boolean,
): GeneratedQuestion | undefined {
  const statements = distinctKept(
    sentences.flatMap((sentence) => {
      const whole = isPlainStatement(sentence, 14) ? asChoice(sentence) : undefined;
      const text = whole ?? (withClauses ? leadingClause(sentence) : undefined);
      return text && keep(text) ? [{ sentence, text }] : [];
    }),
    () => true,
    (statement) => plainArabic(statement.text),
  );
  const spread = firstAndSpread(statements);
  if (!spread) return undefined;
  return buildQuestion(
    'sequence',
    FIRST_STEM,
    spread.first.text,
    spread.others.map((statement) => statement.text),
    spread.first.sentence,
    `هذا ما ورد قبل غيره في هذا الجزء: «${spread.first.text}».`,
  );
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
