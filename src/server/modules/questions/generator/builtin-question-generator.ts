import { elementOf, type QuestionType } from '#contract/question-fields.ts';
import { type GeneratedQuestion, normalizeChoiceText } from '#contract/questions.ts';
import {
  DEFAULT_MAX_QUESTIONS,
  type GenerateOptions,
  type QuestionGenerator,
  type QuestionSection,
} from '#server/adapters/ai/question-generator.ts';
import { arabicQuestions } from './arabic/arabic-questions.ts';
import { isMostlyArabic } from './arabic/arabic-words.ts';
import { quoted } from './build-question.ts';
import { characterWhoQuestions } from './character-who-question.ts';
import { charactersOf } from './characters.ts';
import { arrangeChoices } from './choices.ts';
import { clozeQuestion } from './cloze-question.ts';
import { definitionQuestions } from './definition-question.ts';
import { nextSpeakerQuestions } from './dialogue-sequence-question.ts';
import { pickDistractors, type TermPools } from './distractors.ts';
import { existentialWhoQuestions } from './existential-who-question.ts';
import { isExpository, tellsAStory } from './expository-reading.ts';
import { feelingQuestions } from './feeling-question.ts';
import { flawContextOf, questionFlaws } from './flaws/question-flaws.ts';
import { labelledDefinitionQuestions } from './labelled-definition-question.ts';
import { withoutLineNumbers } from './line-numbers.ts';
import { mainIdeaQuestions } from './main-idea-question.ts';
import { namedPartQuestions } from './named-part-question.ts';
import { nearbyCharacters } from './nearby-characters.ts';
import { nearbyContradictions } from './nearby-contradictions.ts';
import { nearbyStatements } from './nearby-statements.ts';
import { isDeedDone, passiveWhoQuestions } from './passive-who-question.ts';
import { placeWhereQuestions } from './place-where-question.ts';
import { poemLineQuestions, verseLines } from './poem-line-question.ts';
import type { QuestionDraft } from './question-draft.ts';
import { type BlankAllowance, mixQuestions } from './question-mix.ts';
import { ruleQuestions } from './rule-question.ts';
import { saidWhatQuestions } from './said-what-question.ts';
import { saidWhoQuestions, speakersIn, withoutPossessiveSpeakers } from './said-who-question.ts';
import { analyseSection, type Sentence, sentenceText } from './section-analysis.ts';
import { rankSentences, tagTopFully } from './sentence-ranking.ts';
import { sequenceQuestions } from './sequence-question.ts';
import { statements } from './statements.ts';
import { storyEvents } from './story-events.ts';
import { storyMix } from './story-mix.ts';
import { subjectQuestions } from './subject-question.ts';
import { collectTermPools } from './term-pools.ts';
import { timeWhenQuestions } from './time-when-question.ts';
import { trueStatementQuestions } from './true-statement-question.ts';
import { verseWhQuestions } from './verse-wh-questions.ts';
import { vocabularyQuestions } from './vocabulary-question.ts';
import { isWellFormed } from './well-formed.ts';
import { whQuestions } from './wh-questions.ts';
import { whyQuestions } from './why-question.ts';
import { wordSpottingQuestion } from './word-spotting-question.ts';

/** The offline default: deterministic NLP questions from the section's own words, no network. */
export function createBuiltinQuestionGenerator(): QuestionGenerator {
  return {
    async generate(section, options) {
      const questions = generateBuiltinQuestions(
        section,
        options?.maxQuestions ?? DEFAULT_MAX_QUESTIONS,
        options,
      );
      return questions.map((question) => ({ ...question, source: 'builtin' as const }));
    },
  };
}

/** How many of the top sentences get compromise's full (slower, context-aware) tagging. */
const FULLY_TAGGED_SENTENCES = 3;

/** How many of the most central sentences are tried for wh- and fill-in-the-blank questions. */
const CANDIDATE_SENTENCES = 8;

/**
 * Gathers every kind of question the section supports — wh-questions from its most central
 * sentences, why from the reasons it gives, who said what, the order of events or of a poem's lines, what it is mostly about, a word's meaning, which
 * statement is true — then mixes them (`mixQuestions`): types in turn, no answer twice, one blank
 * beside the others. A section with nothing else to ask gets none, unless
 * `blankWhenAlone`: then one blank, or a word-spotting question; [] only when it has no content word.
 */
export function generateBuiltinQuestions(
  printed: QuestionSection,
  maxQuestions: number,
  { blankWhenAlone = false }: Pick<GenerateOptions, 'blankWhenAlone'> = {},
): GeneratedQuestion[] {
  const section = withoutLineNumbers(printed);
  const analysis = analyseSection(section.paragraphs);
  const quicklyTagged = rankSentences(analysis);
  const pools = collectTermPools(quicklyTagged);
  const events = storyEvents(analysis);
  // Events told without an aside ("The girl shook her head") make stems, never choices; read in the
  // same pass, deeds done to someone ("was banished") are asked by who only.
  const stemEvents = storyEvents(analysis, { withAsides: true, passives: true });
  const doings = stemEvents.filter((event) => !isDeedDone(event));
  const sectionText = section.paragraphs.map((paragraph) => paragraph.content).join('\n');
  const byType = new Map<QuestionType, GeneratedQuestion[]>();
  const add = (question: GeneratedQuestion | undefined) => {
    if (!question || !isWellFormed(question)) return;
    const list = byType.get(question.type) ?? [];
    byType.set(question.type, [...list, question]);
  };
  const cloze: GeneratedQuestion[] = [];
  const candidates = tagTopFully(quicklyTagged, FULLY_TAGGED_SENTENCES, analysis).slice(
    0,
    CANDIDATE_SENTENCES,
  );
  const nearby = nearbyCharacters(section.nearby_paragraphs ?? [], sectionText);
  const characters = withoutPossessiveSpeakers(
    [...charactersOf(pools, events, analysis.sentences), ...nearby],
    sectionText,
  );
  const claims = statements(analysis, events);
  // "Who …?" takes the story's characters as wrong answers before any everyday name.
  const whoPools: TermPools = new Map(pools).set('person', [...new Set(characters)]);
  // A text that explains (nobody named speaks, its verbs mostly present): "Mia flies her kite" in
  // the present is still a story, for it names someone.
  const explains = isExpository(analysis, events);
  // Everyday fillers ("basket", "Tom") suit a story and the text the English tagger cannot read;
  // never a text that explains, even as the last resort of a section with nothing else to ask:
  // "_____ must be other seq or par elements. → seq children | farmers | teachers | bakers".
  const everyday = !explains || !analysis.tagged;
  for (const candidate of candidates) {
    for (const draft of whQuestions(candidate)) {
      // "What does the Package Document represent …? → improvement": in a text that explains, the
      // object's head noun alone is a vague answer; its subject questions ask the rule instead.
      if (draft.type === 'what-did' && explains) continue;
      const draftPools = draft.type === 'who' ? whoPools : pools;
      add(withChoices(draft, draft.content, candidate.sentence, draftPools, everyday));
    }
    const [blank] = clozeQuestion(candidate, analysis);
    const question = blank && withChoices(blank, blank.content, candidate.sentence, pools, everyday);
    if (question && isWellFormed(question)) cloze.push(question);
  }
  for (const question of [
    ...saidWhoQuestions(analysis, section.paragraphs, characters),
    ...saidWhatQuestions(analysis, section.paragraphs, section.nearby_paragraphs),
    ...existentialWhoQuestions(analysis.sentences, characters),
    ...characterWhoQuestions(
      doings,
      characters,
      pools.get('person'),
      // "Gluck went and dwelt in the valley": a name that speaks in the story around is a character.
      [...section.paragraphs.map((p) => p.content), ...(section.nearby_paragraphs ?? [])].flatMap(speakersIn),
    ),
    ...passiveWhoQuestions(stemEvents, characters),
    ...placeWhereQuestions(doings),
    ...timeWhenQuestions(doings),
    ...whyQuestions(analysis.sentences, claims),
    ...feelingQuestions(analysis, events, characters),
    ...sequenceQuestions(events),
    ...nextSpeakerQuestions(analysis, section.paragraphs, characters),
    ...poemLineQuestions(section.paragraphs, section.nearby_paragraphs),
    ...verseWhQuestions(section.paragraphs, section.nearby_paragraphs, (draft, line) =>
      withChoices(draft, draft.content, line, draft.type === 'who' ? whoPools : pools, everyday),
    ),
    // Only a text that explains takes wrong answers from the text around: a story's would be read for nothing.
    ...mainIdeaQuestions(claims, section.paragraphs, [], () =>
      tellsAStory(analysis, events) ? [] : nearbyStatements(section.nearby_paragraphs, sectionText),
    ),
    ...vocabularyQuestions(analysis, { explains }),
    ...definitionQuestions(analysis),
    ...namedPartQuestions(analysis, section.nearby_paragraphs),
    ...labelledDefinitionQuestions(analysis, section.paragraphs, section.nearby_paragraphs),
    ...subjectQuestions(
      analysis,
      section.paragraphs.map((paragraph) => paragraph.content),
      section.nearby_paragraphs,
    ),
    ...(!tellsAStory(analysis, events)
      ? ruleQuestions(
          analysis,
          section.paragraphs.map((p) => p.content),
          section.nearby_paragraphs,
        )
      : []),
    ...trueStatementQuestions(claims, pools, sectionText, () =>
      nearbyContradictions(section.nearby_paragraphs),
    ),
    ...(!analysis.tagged && isMostlyArabic(sectionText) ? arabicQuestions(analysis, section.paragraphs) : []),
  ])
    add(question);
  // Generated questions with a flaw are not kept (docs/questions.md, "Flaws").
  const flawContext = flawContextOf(section);
  const sound = (question: GeneratedQuestion) => questionFlaws(question, flawContext).length === 0;
  for (const [type, list] of byType) byType.set(type, list.filter(sound));
  const soundBlanks = cloze.filter(sound);
  // Prose that does not explain is read as a story (a tale, a picture book): it is asked about what
  // happens and why before its words. A poem's stanza keeps the mix of its lines and words.
  if (analysis.tagged && !explains && !verseLines(section.paragraphs, section.nearby_paragraphs ?? [])) {
    const candidates = [...byType.values()].flat();
    const mixed = storyMix(candidates, soundBlanks, Math.min(maxQuestions, MOST_A_SECTION_HOLDS - 1));
    const questions =
      maxQuestions > MOST_A_SECTION_HOLDS
        ? withAlternatives(mixed, candidates, soundBlanks, maxQuestions)
        : mixed;
    // A text that would get no question at all may still have a blank (`blankWhenAlone`), below.
    if (questions.length > 0 || !blankWhenAlone) return questions.map(withElement);
  }
  const blanks = blankAllowance(analysis.tagged, blankWhenAlone, byType);
  const mixed = mixQuestions(byType, soundBlanks, maxQuestions, section.chunk_index, blanks);
  const questions =
    maxQuestions > MOST_A_SECTION_HOLDS
      ? withAlternatives(mixed, [...byType.values()].flat(), soundBlanks, maxQuestions)
      : mixed;
  if (questions.length > 0 || maxQuestions < 1 || !['or-alone', 'any'].includes(blanks))
    return questions.map(withElement);
  const spotting = wordSpottingQuestion(analysis);
  const question = spotting && withChoices(spotting.draft, sectionText, spotting.sentence, pools);
  return question ? [withElement(question)] : [];
}

/** Every question says which element it asks about; a producer that does not know leaves it to its type. */
function withElement(question: GeneratedQuestion): GeneratedQuestion {
  return { ...question, element: elementOf(question) };
}

/**
 * Where the English tagger cannot read the text (Arabic, say) a blank is the only kind there is. A
 * section where someone acts or speaks (a who or said_who question) is a story's: it may get a
 * blank beside a single other question; reference text needs two others (docs/questions.md).
 */
function blankAllowance(
  tagged: boolean,
  blankWhenAlone: boolean,
  byType: Map<QuestionType, GeneratedQuestion[]>,
): BlankAllowance {
  if (!tagged) return 'any';
  if (blankWhenAlone) return 'or-alone';
  return byType.has('said_who') || byType.has('who') ? 'beside-one-in-a-story' : 'beside-others';
}

/** A section holds 3–5 questions; a caller asking for more wants alternatives to choose one from. */
const MOST_A_SECTION_HOLDS = 5;

/**
 * The mix, then every other candidate with an answer not yet used (blanks last): regenerating one
 * question picks the first the section does not have yet, so it needs more than the mix offers.
 */
function withAlternatives(
  mixed: GeneratedQuestion[],
  others: GeneratedQuestion[],
  cloze: GeneratedQuestion[],
  max: number,
): GeneratedQuestion[] {
  const answers = new Set(mixed.map(answerText));
  const chosen = [...mixed];
  for (const question of [...others, ...cloze]) {
    if (chosen.length >= max || answers.has(answerText(question))) continue;
    answers.add(answerText(question));
    chosen.push(question);
  }
  return chosen;
}

function answerText(question: GeneratedQuestion): string {
  return normalizeChoiceText(question.choices.find((choice) => choice.is_correct)?.text ?? '');
}

const QUESTION_TYPE_OF_DRAFT: Record<QuestionDraft['type'], QuestionType> = {
  who: 'who',
  where: 'where',
  'how-many': 'how',
  'what-did': 'what',
  cloze: 'cloze',
  'word-spotting': 'cloze',
};

/** The question with its four choices, or undefined when three good distractors cannot be found. */
function withChoices(
  draft: QuestionDraft,
  visibleText: string,
  evidence: Sentence,
  pools: TermPools,
  everyday = true,
): GeneratedQuestion | undefined {
  const distractors = pickDistractors(draft.answer, visibleText, pools, { everyday });
  if (!distractors) return undefined;
  const sentence = sentenceText(evidence);
  return {
    paragraph_index: evidence.paragraph_index,
    type: QUESTION_TYPE_OF_DRAFT[draft.type],
    content: draft.content,
    choices: arrangeChoices(draft.content, draft.answer.text, distractors),
    // A blank on Arabic text (the one kind asked of other untagged scripts too) explains itself in Arabic.
    explanation: isMostlyArabic(sentence)
      ? `ورد في النص: «${sentence}»`
      : `The text says: ${quoted(sentence)}`,
    evidence: { paragraph_index: evidence.paragraph_index, sentence },
  };
}
