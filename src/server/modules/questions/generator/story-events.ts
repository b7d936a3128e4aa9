import { upperFirst } from './build-question.ts';
import { spanText } from './key-terms.ts';
import { SPEECH } from './said-who-question.ts';
import type { SectionAnalysis, Sentence, Token } from './section-analysis.ts';
import {
  clauseEnd,
  cutsPhrase,
  findSubjectAndVerb,
  infinitiveOf,
  type SubjectAndVerb,
} from './sentence-parts.ts';
import { speakersDeed } from './speaker-deeds.ts';
import { toldAroundSpeech } from './told-around-speech.ts';

/** Something that happens in the section: "the crow opened her beak to sing", in the text's own words. */
export interface StoryEvent {
  /** The clause as written, from its subject to the end of the clause (no final punctuation). */
  text: string;
  sentence: Sentence;
  /** Position of the sentence in the section: events are in story order. */
  order: number;
  /** Tokens of the clause, for the questions that change a word of it. */
  tokens: Token[];
  /** The words before the clause: a linking word, an opening phrase ("One windy morning,"). */
  opening: Token[];
  /** Where the subject ends: at the verb, or at its modal ("Readers | must show …"). */
  subjectEnd: number;
  verbIndex: number;
  subject: string;
  infinitive: string;
  /** "did", "does", "do" or the sentence's modal: what a question or a negation is built with. */
  auxiliary: string;
}

/** Which events `storyEvents` finds beside those told plainly. */
interface EventOptions {
  /**
   * Events whose subject an aside parts from its verb, told without it ("The girl shook her
   * head"): their text is not the sentence's own words, so they may make a question's stem but
   * never a choice.
   */
  withAsides: boolean;
  /** Deeds done to someone ("the little Swallow was filled with pity"), for "Who was …?" only. */
  passives: boolean;
}

/** A choice a child reads at a glance, and long enough to say something. */
const MIN_WORDS = 4;
const MAX_WORDS = 16;

/**
 * One event per sentence that starts with a subject and a past-tense verb; dialogue is left out
 * (what is said is not what happens). Uses the quick tags, so it costs a scan of the section.
 * `options` adds other events (`EventOptions`).
 */
export function storyEvents(
  analysis: SectionAnalysis,
  { withAsides = false, passives = false }: Partial<EventOptions> = {},
): StoryEvent[] {
  const options = { withAsides, passives };
  if (!analysis.tagged) return [];
  const events: StoryEvent[] = [];
  let open = false;
  for (const [order, sentence] of analysis.sentences.entries()) {
    // A quotation that runs on into the next paragraph opens again there.
    if (sentence.paragraph_index !== analysis.sentences[order - 1]?.paragraph_index) open = false;
    if (!analysis.spoken.has(order)) {
      events.push(...eventsOf(sentence.tokens, sentence, order, options));
      continue;
    }
    const { beforeQuote, afterQuote, open: openAfter } = toldAroundSpeech(sentence, open);
    open = openAfter;
    if (beforeQuote) events.push(...toldEventsOf(beforeQuote, sentence, order, options, true));
    if (afterQuote) events.push(...toldEventsOf(afterQuote, sentence, order, options, false, true));
  }
  return events;
}

function eventsOf(tokens: Token[], sentence: Sentence, order: number, options: EventOptions): StoryEvent[] {
  return clausesOf(tokens).flatMap((clause) => {
    const event = eventIn(clause, sentence, order, options);
    if (!event) return [];
    const deed = options.withAsides ? secondDeed(clause, event) : undefined;
    const second = deed && eventIn(deed, sentence, order, options);
    return second ? [event, second] : [event];
  });
}

/**
 * "Two servants came in gay liveries, and carried the Fir Tree into a large saloon" → "the servants
 * carried the Fir Tree …": a second past verb after "and", with no subject of its own, is a deed
 * of the clause's subject. Its tokens are the subject's and the deed's: words the sentence does not
 * say together, so asked only for a stem (`withAsides`), never shown as a choice.
 */
function secondDeed(clause: Token[], event: StoryEvent): Token[] | undefined {
  const at = clause.indexOf(event.tokens.at(-1) as Token) + 1;
  const verb = clause[at + 1];
  if (at === 0 || !/^and$/i.test(clause[at]?.text ?? '')) return undefined;
  if (!verb?.tags.has('PastTense') || verb.tags.has('Participle') || SPEECH_VERB.test(verb.text))
    return undefined;
  const subject = event.tokens.slice(0, event.subjectEnd);
  const head = subject.at(-1);
  if (!head || event.auxiliary !== 'did') return undefined;
  return [...subject.slice(0, -1), { ...head, post: ' ' }, ...clause.slice(at + 1)];
}

/**
 * The events of a part the narrator tells beside dialogue ("And the servant came and chopped the
 * Tree into little pieces; … and cried “Puff! puff!”"): only what happened, and only a clause that
 * ends before the quotation or at a comma or colon that opens it ("and cried, “…”"), never one the
 * quotation cuts ("the title “…”").
 */
function toldEventsOf(
  part: Token[],
  sentence: Sentence,
  order: number,
  options: EventOptions,
  quoteFollows: boolean,
  afterQuote = false,
): StoryEvent[] {
  const last = part.at(-1);
  // "said the Swallow, and he slept …" is asked, for a stem, as "the Swallow slept …" (speaker-deeds.ts).
  const deed = options.withAsides && afterQuote ? speakersDeed(part) : undefined;
  return eventsOf(deed ?? part, sentence, order, options).filter((event) => {
    // "… and the Emperor himself sang it too": others did it as well, so "Who sang it?" has two answers.
    if (event.auxiliary !== 'did' || /^(?:too|also)$/i.test(event.tokens.at(-1)?.text ?? '')) return false;
    // "The street boys sang, “Tsi-tsi-tsi-glug-glug!”", "“…?” the chief asked him": what is said
    // is the said_who question's; only what is reported ("the watchmaker said that …", "the Fir
    // Tree thought of a pretty little Birch Tree") is told.
    if (speaks(event) && !/^(?:that|of|about)$/i.test(event.tokens[event.verbIndex + 1]?.text ?? ''))
      return false;
    const endsAtQuote = quoteFollows && event.tokens.at(-1) === last;
    return !endsAtQuote || /^[,;:—–]/.test(last?.post.trim() ?? '');
  });
}

const SPEECH_VERB = new RegExp(`^(?:${SPEECH})$`, 'iu');

function speaks(event: StoryEvent): boolean {
  return SPEECH_VERB.test(event.tokens[event.verbIndex]?.text ?? '');
}

/** Words that join two main clauses: a new clause may start at them ("…, and the rain poured down"). */
const COORDINATORS = /^(?:and|but|so|then|yet)$/i;
/** "…, and that the cattle did not hear him": what follows is a reported clause, not an event. */
const SUBORDINATE = /^(?:that|if|when|because|as|though|which|who|whom|what|where|whether)$/i;

/**
 * The sentence's main clauses: the whole sentence, then each part after a semicolon or a joining
 * word ("The Emperor writhed; half the Court ran with him", "…, and the chamberlains carried the
 * train"). Whether a part has a subject and a verb of its own is `eventIn`'s to find.
 */
function clausesOf(tokens: Token[]): Token[][] {
  const clauses = [tokens];
  for (let index = 1; index < tokens.length - MIN_WORDS; index++) {
    const before = tokens[index - 1]?.post ?? '';
    const joins =
      (/;\s*$/.test(before) || COORDINATORS.test(tokens[index]?.text ?? '')) &&
      !SUBORDINATE.test(tokens[index + 1]?.text ?? '');
    // "The king and the queen went …": a joining word before any verb joins two subjects.
    if (
      joins &&
      tokens.slice(0, index).some((token) => token.tags.has('Verb')) &&
      !joinsNouns(tokens, index) &&
      !endsAList(tokens, index) &&
      !joinsSubjects(tokens, index)
    )
      clauses.push(tokens.slice(index));
  }
  return clauses;
}

const NOUN_PHRASE_WORD = ['Noun', 'Adjective'];

/**
 * Words that open a told or reported clause ("told his mother | how the two boys and the girl had
 * …"), or a clause joined on ("when morning came, | and the King and Queen were drinking tea").
 */
const OPENS_A_CLAUSE = /^(?:how|why|that|when|where|whether|if|because|while|and|but|or|so|then)$/i;
const SUBJECT_WORD = ['Determiner', 'Adjective', 'Value', 'Possessive', 'Noun'];

/**
 * "… told his mother how the two boys and the girl had helped him": "and" after the subject of a
 * told or joined clause, with no verb since its opening word, joins two subjects; "the girl had helped him"
 * is no event of its own ("Who had helped him?" → The girl is half the answer), nor does the clause
 * before it end there ("Old Pipes told his mother how the two boys").
 */
function joinsSubjects(tokens: Token[], index: number): boolean {
  if (!/^and$/i.test(tokens[index]?.text ?? '')) return false;
  let start = index;
  while (start > 0) {
    const token = tokens[start - 1] as Token;
    if (!SUBJECT_WORD.some((tag) => token.tags.has(tag)) || token.tags.has('Pronoun')) break;
    if (start < index && /[,;:—–]/.test(token.post)) return false;
    start--;
  }
  const last = tokens[index - 1];
  if (start === index || !last?.tags.has('Noun') || /[,;:—–]/.test(last.post)) return false;
  return OPENS_A_CLAUSE.test(tokens[start - 1]?.text ?? '');
}

/**
 * "… as leaf, flower, and tree seemed daily to unfold": "and" after two nouns each followed by a
 * comma ends a list of subjects; "tree seemed …" is no clause of its own.
 */
function endsAList(tokens: Token[], index: number): boolean {
  const items = [tokens[index - 2], tokens[index - 1]];
  // The tagger may read a listed noun as a verb ("flower"): no item is a past verb, and one a noun.
  const listed = items.every((token) => !!token && /,/.test(token.post) && !token.tags.has('PastTense'));
  return listed && items.some((token) => token?.tags.has('Noun') && !token.tags.has('Pronoun'));
}

/**
 * "visible video and audio player controls": "and" between two words of one noun phrase, with no
 * comma before it and no article after it, starts no clause ("audio player controls …" is no event).
 */
function joinsNouns(tokens: Token[], index: number): boolean {
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  if (!before || !after || /,/.test(before.post) || /^(?:so|then)$/i.test(tokens[index]?.text ?? ''))
    return false;
  const nounLike = (token: Token) =>
    NOUN_PHRASE_WORD.some((tag) => token.tags.has(tag)) && !token.tags.has('Pronoun');
  return nounLike(before) && nounLike(after) && /^\p{Ll}/u.test(after.text);
}

/** The event a clause tells, from its subject to the end of its first part, or undefined. */
function eventIn(
  clauseTokens: Token[],
  sentence: Sentence,
  order: number,
  options: EventOptions,
): StoryEvent | undefined {
  const found = subjectAndVerbFrom(clauseTokens, options);
  if (!found) return undefined;
  const { start, parts, tokens } = found;
  // "The properties used are defined …": a participle describing the subject, not its verb.
  const next = tokens[parts.verbIndex + 1];
  if (next && (next.tags.has('Copula') || next.tags.has('Auxiliary'))) return undefined;
  const joined = joinedVerb(tokens, parts);
  const end = shortened(tokens, joined.verbIndex, clauseEnd(tokens, joined.verbIndex + 1));
  if (
    end < MIN_WORDS ||
    end > MAX_WORDS ||
    cutsPhrase(tokens, end) ||
    endsBeforeItsVerb(tokens, end) ||
    joinsSubjects(tokens, end)
  )
    return undefined;
  const clause = tokens.slice(0, end);
  // Brackets, slashes and the like are references and markup, not something that happens.
  if (!/^[\p{L}\p{N} ,.'’-]+$/u.test(spanText(tokens, 0, end))) return undefined;
  return {
    text: upperFirst(spanText(tokens, 0, end)),
    sentence,
    order,
    tokens: clause,
    opening: clauseTokens.slice(0, start),
    subjectEnd: parts.subjectEnd,
    verbIndex: joined.verbIndex,
    subject: parts.subject,
    infinitive: joined.infinitive,
    auxiliary: parts.auxiliary,
  };
}

/**
 * "Old Pipes had never, to his knowledge, seen a Dryad", "The interested student cannot, …": a
 * clause cut at a comma after "never" or "not" has lost the verb it denies — no event.
 */
function endsBeforeItsVerb(tokens: Token[], end: number): boolean {
  return /^(?:never|not|cannot)$/i.test(tokens[end - 1]?.text ?? '');
}

/**
 * "And the servant came | and chopped the Tree into little pieces": a verb of going alone (or with
 * its particle, "ran up") joined by "and" to a second past verb tells one deed, and the clause runs
 * on to the second verb's end. The second verb is the one a question asks with ("What did the
 * servant chop …?"); otherwise the verb found is kept.
 */
function joinedVerb(tokens: Token[], parts: SubjectAndVerb): { verbIndex: number; infinitive: string } {
  const { verbIndex, infinitive, auxiliary } = parts;
  const and = clauseEnd(tokens, verbIndex + 1);
  const second = tokens[and + 1];
  const single = { verbIndex, infinitive };
  if (auxiliary !== 'did' || and - verbIndex > 2 || !/^and$/i.test(tokens[and]?.text ?? '')) return single;
  // "they listened and said:": what follows is said, not done.
  const done =
    second?.tags.has('PastTense') && !second.tags.has('Participle') && !SPEECH_VERB.test(second.text);
  if (/[,;:]/.test(tokens[and - 1]?.post ?? '') || !second || !done) return single;
  const secondInfinitive = infinitiveOf(second.text);
  return secondInfinitive ? { verbIndex: and + 1, infinitive: secondInfinitive } : single;
}

/**
 * The clause's subject and verb, after any opening phrase (with a comma first, then without one),
 * and its tokens from the subject on, less an aside between the subject and its verb when asked.
 */
function subjectAndVerbFrom(sentenceTokens: Token[], { withAsides, passives }: EventOptions) {
  const start = clauseStart(sentenceTokens);
  const tokens = sentenceTokens.slice(start);
  const read = { passive: passives };
  const parts = findSubjectAndVerb(tokens, read);
  if (parts) return { start, parts, tokens };
  // The aside's first comma may have been taken for the end of an opening phrase.
  const afterLink = LINKING_WORDS.test(sentenceTokens[0]?.text ?? '') ? 1 : 0;
  const unaside = withAsides ? withoutAside(sentenceTokens.slice(afterLink)) : undefined;
  const direct = unaside && findSubjectAndVerb(unaside, read);
  if (unaside && direct) return { start: afterLink, parts: direct, tokens: unaside };
  const unmarked = start + openingWithoutComma(tokens);
  if (unmarked === start || sentenceTokens.length - unmarked < MIN_WORDS) return undefined;
  const later = findSubjectAndVerb(sentenceTokens.slice(unmarked), read);
  return later && { start: unmarked, parts: later, tokens: sentenceTokens.slice(unmarked) };
}

/** Words a subject opens on when it names someone or something: "The girl", "his mother", "Old Pipes". */
const OPENS_A_SUBJECT = ['Determiner', 'Possessive', 'ProperNoun'];

/**
 * "The girl, who stood behind the old man, shook her head", "The Emperor himself, with his
 * grandest courtiers, went …": the clause without the aside between commas that parts a short
 * subject from its past-tense verb ("The girl shook her head"), or undefined when there is none.
 */
function withoutAside(tokens: Token[]): Token[] | undefined {
  const isComma = (token: Token | undefined) => /^,\s*$/.test(token?.post ?? '');
  const first = tokens.slice(0, 4).findIndex(isComma);
  const subjectEnd = tokens[first];
  if (first < 0 || !subjectEnd?.tags.has('Noun') || subjectEnd.tags.has('Possessive')) return undefined;
  // A name is capitalised throughout ("Gluck", "Old Pipes"); a common noun needs its article.
  const named = tokens.slice(0, first + 1).every((token) => /^\p{Lu}/u.test(token.text));
  if (!named && (first < 1 || !OPENS_A_SUBJECT.some((tag) => tokens[0]?.tags.has(tag)))) return undefined;
  if (!ASIDE_OPENING.test(tokens[first + 1]?.text ?? '')) return undefined;
  const second = tokens.slice(first + 1, first + 12).findIndex(isComma) + first + 1;
  const verb = tokens[second + 1];
  if (second < first + 1 || !verb?.tags.has('PastTense') || verb.tags.has('Participle')) return undefined;
  // "The Emperor himself" is asked as "The Emperor".
  const subject = tokens.slice(0, first + 1).filter((token) => !token.tags.has('Reflexive'));
  const last = subject.at(-1);
  if (!last) return undefined;
  return [...subject.slice(0, -1), { ...last, post: ' ' }, ...tokens.slice(second + 1)];
}

/**
 * An aside that tells about the subject ("who stood behind the old man") or links the sentence
 * ("however"); not one that adds others to the deed ("with his grandest courtiers", "too"), who
 * would then be a second right answer to "Who went …?".
 */
const ASIDE_OPENING = /^(?:who|whose|which|however|therefore|meanwhile|though|indeed|then|now|still)$/i;

/** A relative word after the object: "… went into the room | where the two rogues sat …". */
const RELATIVE = /^(?:where|who|whom|which|when|while)$/i;

/**
 * A clause too long for a choice ends before a relative clause that follows its verb's object
 * ("The good old Minister went into the room", not "… where the two rogues sat working at the
 * empty looms"): the relative clause adds a detail, the event is whole without it.
 */
function shortened(tokens: Token[], verbIndex: number, end: number): number {
  if (end <= MAX_WORDS) return end;
  const cut = tokens.findIndex(
    (token, index) =>
      index > verbIndex + 1 &&
      RELATIVE.test(token.text) &&
      !!tokens[index - 1]?.tags.has('Noun') &&
      !tokens[index - 1]?.tags.has('Pronoun') &&
      !/[,;:]/.test(tokens[index - 1]?.post ?? ''),
  );
  return cut >= MIN_WORDS && cut <= MAX_WORDS ? cut : end;
}

/**
 * Where a time or place phrase with no comma after it ends: "For a moment | the children stood",
 * "One day | the two boys came", "That afternoon | Old Pipes sat"; 0 when the sentence has none.
 */
function openingWithoutComma(tokens: Token[]): number {
  const date = tokens.slice(0, 3).findIndex((token) => token.tags.has('Date'));
  if (date >= 0 && !tokens.slice(0, date).some((token) => token.tags.has('Verb'))) return date + 1;
  if (!tokens[0]?.tags.has('Preposition')) return 0;
  const noun = tokens
    .slice(1, 5)
    .findIndex((token) => token.tags.has('Noun') && !token.tags.has('Pronoun') && !token.tags.has('Verb'));
  if (noun < 0 || tokens.slice(1, noun + 1).some((token) => token.tags.has('Verb'))) return 0;
  return noun + 2;
}

const LINKING_WORDS = /^(?:and|but|then|so|now|soon|suddenly)$/i;

/**
 * Where the main clause starts: after a linking word or two ("And", "Then", "And then") and an opening phrase set off
 * by a comma within the first few words ("One morning, he …"), so the event starts at its subject.
 */
function clauseStart(tokens: Token[]): number {
  let start = 0;
  // "And then the Nightingale began to sing": two linking words may open it.
  while (start < 2 && LINKING_WORDS.test(tokens[start]?.text ?? '')) start++;
  // "At last they met with a poor little girl": a linking phrase of two words, with no comma after it.
  if (/^at$/i.test(tokens[start]?.text ?? '') && /^(?:last|length)$/i.test(tokens[start + 1]?.text ?? ''))
    start += 2;
  const comma = tokens.slice(start, start + 6).findIndex((token) => /^,\s*$/.test(token.post));
  if (
    comma >= 0 &&
    !tokens
      .slice(start, start + comma + 1)
      .some((token) => token.tags.has('Verb') && !token.tags.has('Gerund'))
  )
    start += comma + 1;
  return tokens.length - start >= MIN_WORDS ? start : 0;
}

/** The event as the middle of a question: "the crow opened her beak" (a name keeps its capital). */
export function eventInQuestion(event: StoryEvent): string {
  const first = event.tokens[0];
  const common = first && ['Determiner', 'Pronoun', 'Possessive', 'Adjective'].some((t) => first.tags.has(t));
  return common ? event.text.charAt(0).toLowerCase() + event.text.slice(1) : event.text;
}
