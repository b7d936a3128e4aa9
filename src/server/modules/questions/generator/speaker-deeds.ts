import { SPEECH } from './said-who-question.ts';
import type { Token } from './section-analysis.ts';

const SPEECH_VERB = new RegExp(`^(?:${SPEECH})$`, 'iu');

/** A speaker is named in a few words: "the Swallow", "a little Mouse", "the poor Prince", "Gluck". */
const MOST_SPEAKER_WORDS = 4;

/** Words that tell a woman or a girl, or a she-animal: "she" may stand for her, never "he". */
const FEMALE =
  /^(?:girl|woman|queen|princess|mother|grandmother|lady|wife|daughter|sister|aunt|witch|maid|maiden|hen|empress|duchess|mermaid|bride|nurse)$/i;
/** Words that tell a man or a boy: "he" may stand for him, never "she". */
const MALE =
  /^(?:boy|man|king|prince|father|grandfather|son|brother|uncle|emperor|lord|duke|gentleman|husband|knight|monk|soldier|giant)$/i;

/**
 * What the speaker of a line does next, told in the words after the quotation: "said the Swallow,
 * and he slept at the Prince's feet" → "the Swallow slept at the Prince's feet"; "said a little
 * Mouse, and crept forward" → "a little Mouse crept forward"; "the woman said, and looked all
 * round". The deed's subject is the speaker the same sentence names: a bare "and" with the next
 * verb, or "and" with the one pronoun that fits the speaker ("she" never follows "said the king";
 * "they" only a speaker of many). A speaker with more after the name ("said the king to the boy,
 * and he ran") is not taken: "he" could be either. Undefined when the words are not so told.
 * The tokens returned are the speaker's and the deed's, without the pronoun or the speech verb.
 */
export function speakersDeed(afterQuote: Token[]): Token[] | undefined {
  const verbFirst = SPEECH_VERB.test(afterQuote[0]?.text ?? '');
  const speakerStart = verbFirst ? 1 : 0;
  const speakerEnd = afterQuote.findIndex((token, index) => index >= speakerStart && /[,;]/.test(token.post));
  if (speakerEnd < 0) return undefined;
  const speaker = afterQuote.slice(speakerStart, verbFirst ? speakerEnd + 1 : speakerEnd);
  if (!verbFirst && !SPEECH_VERB.test(afterQuote[speakerEnd]?.text ?? '')) return undefined;
  if (!namesASpeaker(speaker)) return undefined;
  if (!/^and$/i.test(afterQuote[speakerEnd + 1]?.text ?? '')) return undefined;
  const next = afterQuote[speakerEnd + 2];
  const pronoun = next?.tags.has('Pronoun') ? next.text : undefined;
  const hasPronoun = pronoun !== undefined;
  if (hasPronoun && !fitsTheSpeaker(pronoun, speaker)) return undefined;
  const verbAt = speakerEnd + (hasPronoun ? 3 : 2);
  const verb = afterQuote[verbAt];
  if (!verb?.tags.has('PastTense') || verb.tags.has('Participle') || SPEECH_VERB.test(verb.text))
    return undefined;
  return [
    ...speaker.map(asName).slice(0, -1),
    { ...asName(speaker.at(-1) as Token), post: ' ' },
    ...afterQuote.slice(verbAt),
  ];
}

/**
 * "the Swallow", "an old Duck", "Gluck": a determiner and up to three describing words, or a
 * capitalised name; no pronoun, verb or preposition ("said he", "said the king to the boy"). A
 * word with a capital is a name or a title, whatever the quick tagger made of it ("Swallow").
 */
function namesASpeaker(speaker: Token[]): boolean {
  const [first] = speaker;
  const head = speaker.at(-1);
  if (!first || !head || speaker.length > MOST_SPEAKER_WORDS) return false;
  const capitalised = (token: Token) => /^\p{Lu}/u.test(token.text);
  const opens = first.tags.has('Determiner') || capitalised(first);
  const plain = speaker.every(
    (token) =>
      !['Pronoun', 'Preposition', 'Conjunction', 'Adverb'].some((tag) => token.tags.has(tag)) &&
      (!token.tags.has('Verb') || capitalised(token)) &&
      /^[\p{L}-]+$/u.test(token.text),
  );
  return opens && plain && (head.tags.has('Noun') || capitalised(head));
}

/** "the Swallow", tagged a verb by the quick tagger, is the speaker's name: the deed's verb comes after it. */
function asName(token: Token): Token {
  if (!token.tags.has('Verb')) return token;
  return { ...token, tags: new Set(['Noun', 'ProperNoun']) };
}

function fitsTheSpeaker(pronoun: string, speaker: Token[]): boolean {
  const head = speaker.at(-1) as Token;
  const many = head.tags.has('Plural');
  const word = pronoun.toLowerCase();
  if (word === 'they') return many;
  if (many) return false;
  if (word === 'he') return !FEMALE.test(head.text);
  if (word === 'she') return !MALE.test(head.text);
  return false;
}
