import type { QuestionType } from '#contract/question-fields.ts';
import { type GeneratedQuestion, normalizeChoiceText } from '#contract/questions.ts';
import { asksWhoSpokeNext } from './dialogue-sequence-question.ts';
import { asksALinesPlace } from './poem-line-question.ts';
import { asksWhatWasSaid } from './said-what-question.ts';
import { SPEAKER_BLANK } from './said-who-question.ts';
import { isContentWord } from './text-words.ts';

/** The order types are offered in before turning: the types that test understanding most first. */
const TYPE_ORDER: QuestionType[] = [
  'said_who',
  'who',
  'sequence',
  'main_idea',
  'true_statement',
  'vocabulary',
  'why',
  'when',
  'what',
  'where',
  'how',
];

/**
 * Types whose choices are statements or definitions, which may say another question's answer.
 * A said_who question's choices are only names: they give away nobody else's line.
 */
const STATEMENT_TYPES = new Set<QuestionType>(['sequence', 'main_idea', 'true_statement', 'vocabulary']);

/** A blank joins two other questions or more: it tops a section of two up to three, never more. */
const TOPPED_UP = 3;

/**
 * How many blanks a section may get (docs/questions.md): 'beside-others' — one, beside two other
 * questions or more (a section of two gets a blank to top it up to three), never alone;
 * 'beside-one-in-a-story' — one, beside one other question or more, for a section where characters
 * act or speak (a story's dialogue asks one said_who of each speaker, and little else);
 * 'or-alone' — also the only question of a section with nothing else to ask, for a text that would
 * otherwise get no question at all; 'any' — as many as asked, for text the English tagger cannot
 * read (Arabic, say), where a blank is the only kind there is.
 */
export type BlankAllowance = 'beside-others' | 'beside-one-in-a-story' | 'or-alone' | 'any';

/**
 * What a question shows that could answer another: its wording, and for statement choices every
 * choice too ("He did not find twelve shells" tells how many he found).
 */
function shown(question: GeneratedQuestion): string {
  const statements =
    (STATEMENT_TYPES.has(question.type) && !asksWhoSpokeNext(question)) || asksWhatWasSaid(question);
  const choices = statements ? question.choices.map((choice) => choice.text) : [];
  return normalizeChoiceText([question.content, ...choices].join(' | '));
}

/**
 * Whether what `shower` shows says `asked`'s answer, as words of its own ("old" is not shown by
 * "cold"). Two questions on where a poem's lines stand both show the section's lines as choices:
 * seeing a line does not tell its place. A speaker named elsewhere ("When did Hans go to
 * vespers?") does not say who spoke a line, unless the line is shown beside the name.
 */
function givesAway(shower: GeneratedQuestion, asked: GeneratedQuestion): boolean {
  if (asksALinesPlace(shower) && asksALinesPlace(asked)) return false;
  const text = shown(shower);
  if (!mentions(text, answerOf(asked))) return false;
  if (shower.type === 'said_who' && asked.type === 'who') return namesWhatTheyDid(text, asked);
  const line = asked.type === 'said_who' ? openingOfLine(asked) : undefined;
  return line === undefined || mentions(text, line);
}

/**
 * A line of dialogue that names someone ("Who said “Are you Sir Roland?”?") tells who is in the
 * story, not what they did: it gives "Who opened the gate?" away only when it also says a word of
 * what was done ("Did Sir Roland open the gate?").
 */
function namesWhatTheyDid(shown: string, who: GeneratedQuestion): boolean {
  const done = normalizeChoiceText(who.content.replace(/^Who\s+/u, '')).split(' ');
  const shownWords = new Set(shown.split(/[^\p{L}\p{N}']+/u));
  return done.some((word) => isContentWord(word) && [...shownWords].some((other) => sameStem(word, other)));
}

/** "opened" and "open", "gates" and "gate": one word, whatever its ending. */
function sameStem(one: string, other: string): boolean {
  const shorter = Math.min(one.length, other.length);
  const stem = Math.max(shorter - 2, 3);
  return shorter >= 3 && one.slice(0, stem) === other.slice(0, stem);
}

/** A name or a term is at most this long: a longer answer says more than the name inside it. */
const MOST_WORDS_IN_A_NAME = 4;

/**
 * The same answer, or a name inside another ("Swallows" blanked out of the line that "The other
 * Swallows" said answers "Who said …?" again); "Because the Emperor was ill" is another answer than
 * "The Emperor".
 */
function sameAnswer(one: string, other: string): boolean {
  if (one === other) return true;
  const [shorter, longer] = one.length < other.length ? [one, other] : [other, one];
  return longer.split(' ').length <= MOST_WORDS_IN_A_NAME && mentions(longer, shorter);
}

/** Whether `phrase` stands in `text` as whole words. */
function mentions(text: string, phrase: string): boolean {
  if (phrase.length === 0) return false;
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = text.charAt(at - 1);
    const after = text.charAt(at + phrase.length);
    if (!WORD_CHARACTER.test(before) && !WORD_CHARACTER.test(after)) return true;
  }
  return false;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** The first three words of the line a said_who question quotes, as `shown` writes them. */
function openingOfLine(question: GeneratedQuestion): string | undefined {
  const quote = question.content.match(/“(.+)”/u)?.[1];
  return quote && normalizeChoiceText(quote.split(/\s+/).slice(0, 3).join(' '));
}

function answerOf(question: GeneratedQuestion): string {
  return normalizeChoiceText(question.choices.find((choice) => choice.is_correct)?.text ?? '');
}

/**
 * Picks up to `max` questions, one of each type in turn (the order of types turns with the section,
 * so a book gets every type somewhere), never the same answer twice, never an answer another
 * question's wording gives away, and a second question from one sentence only when nothing else is
 * left. Blanks as `blanks` allows: by default one, beside other questions.
 */
export function mixQuestions(
  byType: Map<QuestionType, GeneratedQuestion[]>,
  cloze: GeneratedQuestion[],
  max: number,
  turn: number,
  blanks: BlankAllowance = 'beside-others',
): GeneratedQuestion[] {
  const types = TYPE_ORDER.filter((type) => (byType.get(type) ?? []).length > 0);
  const shift = turn % Math.max(types.length, 1);
  const turned = [...types.slice(shift), ...types.slice(0, shift)];
  // Dialogue first: a vocabulary stem quoting "…," said the fox would give its speaker away.
  const rotated = [...turned.filter((t) => t === 'said_who'), ...turned.filter((t) => t !== 'said_who')];
  // A vocabulary stem quotes its sentence and may give away the answers of several questions: when
  // asking it last makes room for more questions, it goes last.
  const vocabularyLast = [
    ...rotated.filter((t) => t !== 'vocabulary'),
    ...rotated.filter((t) => t === 'vocabulary'),
  ];
  const orders = [rotated, vocabularyLast];
  // A poem's stanza asks the places of its lines twice at most when it has something else to ask.
  const varied = withBlanks(longest(byType, orders, max, MOST_SEQUENCE), cloze, max, blanks);
  const stanzas = stanzaMixes(byType, orders, cloze, max, blanks);
  const others = [...stanzas, ...statementsLastMix(byType, rotated, cloze, max, blanks)];
  const best = others.reduce((a, b) => (moreVaried(b, a) ? b : a), varied);
  const mix = best.some((question) => question.type !== 'sequence')
    ? best
    : withBlanks(longest(byType, orders, max, max), cloze, max, blanks);
  const blankMayJoin =
    !mix.some((question) => question.type === 'cloze') && blanksAllowed(blanks, mix.length - 1, max) > 0;
  const swapped = ofThreeTypes(
    mix,
    [
      ...types.flatMap((type) => byType.get(type) ?? []),
      ...(blankMayJoin ? cloze.filter((question) => !blanksASpeaker(question)) : []),
    ],
    max,
  );
  if (typeCount(swapped) >= TYPES_ENOUGH || max < TYPES_ENOUGH) return swapped;
  const ownTypes = types.map((type) => (byType.get(type) ?? []).slice(0, TRIED_A_TYPE));
  // A blank counts as a type only where one may stand beside two other questions.
  const blanksTried =
    blanksAllowed(blanks, TYPES_ENOUGH - 1, max) > 0
      ? cloze.filter((question) => !blanksASpeaker(question)).slice(0, TRIED_A_TYPE)
      : [];
  const three = threeApart(ownTypes) ?? threeApart([...ownTypes, blanksTried]);
  if (!three) return swapped;
  const hasBlank = three.some((question) => question.type === 'cloze');
  const grown = withBlanks(
    pickInTurn(byType, rotated, max, MOST_SEQUENCE, three),
    hasBlank ? [] : cloze,
    max,
    blanks,
  );
  return moreVaried(grown, swapped) ? grown : swapped;
}

const typeCount = (mix: GeneratedQuestion[]) => new Set(mix.map((question) => question.type)).size;

/** How many questions of one type the search for three types apart tries. */
const TRIED_A_TYPE = 4;

/**
 * Three questions of three types that fit together strictly (no shared answer or sentence, none
 * giving another away), found by trying them in order: for the section the turns and swaps above
 * leave with fewer types although its questions allow three ("Where did he hear a sound like
 * knocking?" beside a sequence question whose choices the main idea would give away). Blanks are
 * not tried: a section gets three types from its own questions, then a blank as before.
 */
function threeApart(
  byType: GeneratedQuestion[][],
  chosen: GeneratedQuestion[] = [],
): GeneratedQuestion[] | null {
  if (chosen.length === TYPES_ENOUGH) return chosen;
  for (const [at, questions] of byType.entries()) {
    for (const question of questions) {
      if (!fits(chosen, question, true)) continue;
      const found = threeApart(byType.slice(at + 1), [...chosen, question]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * In a story (someone acts or speaks: a who or said_who question, or where someone did something),
 * the mix that asks the types
 * whose choices are statements last: each choice may tell the place or the deed another question
 * asks ("What is this part mostly about? → … | The Dryad sped away to the woods | She arose and went
 * into the cottage" left room for a blank only). Taken only when it has more types, or as many
 * and more questions.
 */
function statementsLastMix(
  byType: Map<QuestionType, GeneratedQuestion[]>,
  order: QuestionType[],
  cloze: GeneratedQuestion[],
  max: number,
  blanks: BlankAllowance,
): GeneratedQuestion[][] {
  if (
    !byType.has('who') &&
    !byType.has('said_who') &&
    !(byType.get('where') ?? []).some(asksWhereSomeoneWent)
  )
    return [];
  const last = [
    ...order.filter((t) => !STATEMENT_TYPES.has(t)),
    ...order.filter((t) => STATEMENT_TYPES.has(t)),
  ];
  return [withBlanks(pickInTurn(byType, last, max, MOST_SEQUENCE), cloze, max, blanks)];
}

/**
 * "Where did he hear a sound like knocking?": a deed told in the past, as a story tells one ("Where
 * is the manifest stored?" explains), though the doer is "he" and no who question is asked.
 */
function asksWhereSomeoneWent(question: GeneratedQuestion): boolean {
  return /^Where (?:did|was|were) /u.test(question.content);
}

/**
 * For a poem's stanza, the mixes that start from each of its line questions in turn, with one or
 * two of them: which lines a line question shows decides which line is left for a blank or a
 * word's meaning, so the mix of the most types is found by trying (a stanza has six at most).
 */
function stanzaMixes(
  byType: Map<QuestionType, GeneratedQuestion[]>,
  orders: QuestionType[][],
  cloze: GeneratedQuestion[],
  max: number,
  blanks: BlankAllowance,
): GeneratedQuestion[][] {
  const sequence = byType.get('sequence') ?? [];
  if (!sequence.some(asksALinesPlace)) return [];
  return sequence.flatMap((_, start) => {
    const turned = [...sequence.slice(start), ...sequence.slice(0, start)];
    const startingThere = new Map(byType).set('sequence', turned);
    return [MOST_SEQUENCE, 1].map((most) =>
      withBlanks(longest(startingThere, orders, max, most), cloze, max, blanks),
    );
  });
}

/** The rule: 3–5 questions of at least three types. More types up to three first, then more questions. */
const TYPES_ENOUGH = 3;

function moreVaried(one: GeneratedQuestion[], other: GeneratedQuestion[]): boolean {
  const types = (mix: GeneratedQuestion[]) => Math.min(new Set(mix.map((q) => q.type)).size, TYPES_ENOUGH);
  if (types(one) !== types(other)) return types(one) > types(other);
  return one.length > other.length;
}

/**
 * "Which line comes just after …?" or "…comes first?" more than twice in a section leaves no room
 * for a question of another kind (docs/questions.md): two, beside others.
 */
const MOST_SEQUENCE = 2;

/** The pick, of the orders given, that holds the most questions (the first of those). */
function longest(
  byType: Map<QuestionType, GeneratedQuestion[]>,
  orders: QuestionType[][],
  max: number,
  mostSequence: number,
): GeneratedQuestion[] {
  return orders
    .map((order) => pickInTurn(byType, order, max, mostSequence))
    .reduce((a, b) => (b.length > a.length ? b : a));
}

/** The questions chosen, and as many blanks as `blanks` allows beside them. */
function withBlanks(
  chosen: GeneratedQuestion[],
  cloze: GeneratedQuestion[],
  max: number,
  blanks: BlankAllowance,
): GeneratedQuestion[] {
  const clozeAllowed = blanksAllowed(blanks, chosen.length, max);
  const mixed = [...chosen];
  let clozeAdded = 0;
  for (const question of cloze) {
    if (mixed.length >= max || clozeAdded >= clozeAllowed) break;
    if (!fits(mixed, question, false)) continue;
    mixed.push(question);
    clozeAdded++;
  }
  return mixed;
}

/** "“Have you the tinder-box?” _____ the witch.": a blank on how a line is said, where any speech verb fits. */
const SPEECH_VERB_BLANK = /["”]\s*_____\s/u;

/** Whether a blank asks who speaks or how: it adds no kind of question to a section that asks said_who. */
function blanksASpeaker(question: GeneratedQuestion): boolean {
  return SPEAKER_BLANK.test(question.content) || SPEECH_VERB_BLANK.test(question.content);
}

/**
 * A full mix of one or two types (three said_who and a word's meaning, in a story's dialogue) lets
 * a question of a type it has twice give way to one of a type it lacks that fits the others — the
 * section's own questions, of as many kinds as it offers. The last repeated question gives way,
 * or else any line of dialogue whose place makes room, so what a speaker did can be asked beside
 * the other lines: "Who ran home?" → The little girl takes the place of "Who said “What a lovely
 * bit of glass”?", whose answer it shares. A blank takes only the last one's place: it is the
 * question a section can best do without.
 */
function ofThreeTypes(
  chosen: GeneratedQuestion[],
  offered: GeneratedQuestion[],
  max: number,
): GeneratedQuestion[] {
  let mix = chosen;
  for (const candidate of offered) {
    const types = mix.map((question) => question.type);
    if (new Set(types).size >= TYPES_ENOUGH) break;
    if (types.includes(candidate.type)) continue;
    const repeated = mix.filter((question) => types.filter((type) => type === question.type).length > 1);
    const last = repeated.at(-1);
    const lines =
      candidate.type === 'cloze' ? [] : repeated.filter((question) => question.type === 'said_who');
    const tried = last ? [last, ...lines.reverse()] : [];
    const room = tried.find((question) =>
      fits(
        mix.filter((other) => other !== question),
        candidate,
        true,
      ),
    );
    if (room) mix = mix.map((question) => (question === room ? candidate : question));
    else mix = madeRoomFor(candidate, mix, offered, max) ?? mix;
  }
  return mix;
}

/**
 * The mix with every question that stands in `candidate`'s way taken out for it, then filled up
 * again from `offered`, when that leaves more types and still three questions (or as many as
 * before): "After the old gentleman said “A little bit”, who spoke next? → Schwartz" shares its
 * answer with Schwartz's line and gives the old gentleman's away; asked instead of both, beside
 * Hans's line and a blank, the section has three types, not four questions of two.
 */
function madeRoomFor(
  candidate: GeneratedQuestion,
  mix: GeneratedQuestion[],
  offered: GeneratedQuestion[],
  max: number,
): GeneratedQuestion[] | undefined {
  const kept = mix.filter((question) => fits([question], candidate, true));
  const made = [...kept, candidate];
  if (max < TYPES_ENOUGH || made.length > max) return undefined;
  for (const question of offered) {
    if (made.length >= max) break;
    if (question.type === 'cloze' || made.includes(question) || !fits(made, question, true)) continue;
    made.push(question);
  }
  const enough = made.length >= Math.min(mix.length, TYPES_ENOUGH);
  if (candidate.type === 'cloze') {
    // A blank is the question a section can best do without: it takes the place only of questions
    // of a type the mix asks again, and only for a third type.
    const lost = mix.some((question) => !made.some((other) => other.type === question.type));
    return enough && !lost && typeCount(made) >= TYPES_ENOUGH ? made : undefined;
  }
  return enough && typeCount(made) > typeCount(mix) ? made : undefined;
}

function blanksAllowed(blanks: BlankAllowance, others: number, max: number): number {
  if (blanks === 'any') return max;
  if (others >= TOPPED_UP - 1) return 1;
  if (blanks === 'beside-one-in-a-story') return others >= 1 ? 1 : 0;
  return blanks === 'or-alone' && others === 0 ? 1 : 0;
}

/** One question of each type in turn (`mostSequence` sequence ones at most), strictly apart first, then allowing a shared sentence. */
function pickInTurn(
  byType: Map<QuestionType, GeneratedQuestion[]>,
  order: QuestionType[],
  max: number,
  mostSequence: number,
  start: GeneratedQuestion[] = [],
): GeneratedQuestion[] {
  const chosen: GeneratedQuestion[] = [...start];
  for (const strict of [true, false]) {
    let added = true;
    while (added && chosen.length < max) {
      added = false;
      for (const type of order) {
        if (chosen.length >= max) break;
        if (type === 'sequence' && chosen.filter((q) => q.type === type).length >= mostSequence) continue;
        const next = byType
          .get(type)
          ?.find((question) => !chosen.includes(question) && fits(chosen, question, strict));
        if (next) {
          chosen.push(next);
          added = true;
        }
      }
    }
  }
  return chosen;
}

/**
 * Whether `question` can join `chosen`: a new answer (not one inside another's), not given away
 * by another's wording and not giving theirs away, and from a sentence of its own (or, not
 * strictly, sharing one when neither question shows a statement).
 */
export function fits(chosen: GeneratedQuestion[], question: GeneratedQuestion, strict: boolean): boolean {
  const answer = answerOf(question);
  if (chosen.some((other) => sameAnswer(answerOf(other), answer))) return false;
  if (chosen.some((other) => givesAway(other, question) || givesAway(question, other))) return false;
  const sameSentence = chosen.filter((other) => other.evidence.sentence === question.evidence.sentence);
  if (sameSentence.length === 0) return true;
  // A statement shown as a choice would answer any other question about its sentence.
  return !strict && ![question, ...sameSentence].some((q) => STATEMENT_TYPES.has(q.type));
}
