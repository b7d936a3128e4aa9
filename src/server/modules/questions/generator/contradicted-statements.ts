import { upperFirst } from './build-question.ts';
import { spanText } from './key-terms.ts';
import type { Token } from './section-analysis.ts';
import { joinWords, thirdPersonOf } from './sentence-parts.ts';

/** Flipped both ways: the rule as the text gives it, and its opposite. */
const FLIPPABLE_MODAL = /^(?:must|shall|will|can)$/i;
const COPULA = /^(?:is|are|was|were)$/i;

/**
 * Words that make a statement hedge, count or qualify: its opposite is not what the text rules out
 * ("Reading Systems may ignore it" does not make "may not ignore it" false; "Not all formats are
 * accessible" turned round says no more than the text).
 */
const HEDGE =
  /^(?:may|might|should|could|would|often|usually|typically|generally|sometimes|some|many|most|few|several|only|all|any|no|not|never|nor|none|either|neither|optional|optionally|recommended|unless|except|otherwise|certain|other|also|too|least)$/i;

/** Whether the statement says something is not so ("must not", "cannot", "does not"). */
export function isNegative(text: string): boolean {
  return /\b(?:not|cannot|never)\b|n't\b/i.test(text);
}

/**
 * The statement turned into its opposite, which the text contradicts: "Reading Systems must trim
 * the value" → "… must not trim …", "The file is required" → "… is not required", "EPUB 3
 * supports CSS" → "EPUB 3 does not support CSS", and back ("must not" → "must", "cannot" → "can").
 * Undefined for a statement that hedges or qualifies (`HEDGE`), or whose subject and verb are unclear.
 */
export function contradiction(tokens: Token[]): string | undefined {
  return turnedRound(tokens)?.text;
}

/** `contradiction`, with the subject it keeps ("Reading Systems", "The spine element"). */
export function turnedRound(tokens: Token[]): { subject: string; text: string } | undefined {
  const verbAt = mainVerbAt(tokens);
  if (verbAt === undefined) return undefined;
  // "EPUB 3 also supports …" → "EPUB 3 does not support …": "also" goes with the turn.
  const subjectEnd = /^also$/i.test(tokens[verbAt - 1]?.text ?? '') ? verbAt - 1 : verbAt;
  const subject = tokens.slice(0, subjectEnd);
  if (subjectEnd < 1 || subjectEnd > MAX_SUBJECT_WORDS || !subject.every(isSubjectWord)) return undefined;
  const verb = tokens[verbAt] as Token;
  const next = tokens[verbAt + 1];
  const negated = /^not$/i.test(next?.text ?? '');
  const restFrom = verbAt + (negated ? 2 : 1);
  const rest = tokens.slice(restFrom);
  // "… is the root container … and encapsulates …": a second verb would stay as it was.
  const secondVerb = rest.some((token, i) => /^and$/i.test(token.text) && rest[i + 1]?.tags.has('Verb'));
  if (secondVerb || rest.some((token) => HEDGE.test(token.text))) return undefined;
  // "must therefore logically match": an adverb after the verb would stand between "not" and it.
  if (['Adverb', 'Conjunction'].some((tag) => rest[0]?.tags.has(tag))) return undefined;
  if (/^(?:informative|normative)$/i.test(rest.at(-1)?.text ?? '') && rest.length === 1) return undefined;
  const turned = turnedVerb(verb, negated, negated ? tokens[restFrom] : next);
  if (!turned) return undefined;
  const { words, skip } = turned;
  const subjectText = spanText(tokens, 0, subjectEnd);
  const text = upperFirst(joinWords(subjectText, words, spanText(tokens, restFrom + skip, tokens.length)));
  return { subject: subjectText, text };
}

const SUBJECT_WORD = ['Noun', 'Determiner', 'Adjective', 'ProperNoun', 'Possessive', 'Preposition', 'Value'];

/** A word of a noun phrase ("Each item element in the manifest"), not a relative word or an adverb. */
function isSubjectWord(token: Token, index: number, subject: Token[]): boolean {
  if (/^(?:that|which|who|whose|to|please)$/i.test(token.text) || HEDGE.test(token.text)) return false;
  if (index === 0 && token.tags.has('Preposition')) return false;
  if (token.tags.has('Pronoun')) return false;
  // "Reading Systems": a capitalised word is a name, whatever the tagger calls it; "href attribute":
  // a base form after a noun is a noun too.
  const compound = token.tags.has('Infinitive') && !!subject[index - 1]?.tags.has('Noun');
  return (
    SUBJECT_WORD.some((tag) => token.tags.has(tag)) ||
    /^\p{Lu}/u.test(token.text) ||
    compound ||
    misreadInNounPhrase(token, subject[index - 1])
  );
}

/**
 * "The referenced item", "the manifest", "content documents", "Resources identified by …": after an
 * article, an adjective or a noun, a word the tagger calls a verb describes or names the thing; the
 * clause's own verb comes after the subject ("must", "is").
 */
function misreadInNounPhrase(token: Token, before: Token | undefined): boolean {
  if (!token.tags.has('Verb') || ['Auxiliary', 'Copula', 'Modal'].some((tag) => token.tags.has(tag)))
    return false;
  return ['Determiner', 'Adjective', 'Noun'].some((tag) => before?.tags.has(tag));
}

/** "The href attribute of the link element": a subject may carry a phrase after its noun. */
const MAX_SUBJECT_WORDS = 8;

const AUXILIARY = /^(?:must|shall|will|can|cannot|is|are|was|were|does|do)$/i;

/**
 * The clause's main verb: the first modal, "is"/"are" or "does" — unless a verb in -s with its
 * object after it comes first ("The href attribute … identifies the location"). The tagger calls
 * "attribute" and "documents" verbs too, so a word after an article, or with no object, is passed.
 */
function mainVerbAt(tokens: Token[]): number | undefined {
  const auxiliary = tokens.findIndex((token) => AUXILIARY.test(token.text));
  const inS = tokens.findIndex(
    (token, index) =>
      index > 0 &&
      token.tags.has('Verb') &&
      /^\p{Ll}+[^s]s$/u.test(token.text) &&
      /^\s*$/.test(token.post) &&
      !['Determiner', 'Adjective', 'Possessive'].some((tag) => tokens[index - 1]?.tags.has(tag)) &&
      ['Determiner', 'Adjective', 'Noun'].some((tag) => tokens[index + 1]?.tags.has(tag)) &&
      !tokens[index + 1]?.tags.has('Verb'),
  );
  if (inS > 0 && (auxiliary < 0 || inS < auxiliary)) return inS;
  return auxiliary > 0 ? auxiliary : undefined;
}

/** The verb group turned round, and how many words after it the new group takes in. */
function turnedVerb(
  verb: Token,
  negated: boolean,
  after: Token | undefined,
): { words: string; skip: number } | undefined {
  const text = verb.text.toLowerCase();
  if (text === 'cannot') return { words: 'can', skip: 0 };
  if (FLIPPABLE_MODAL.test(text) || COPULA.test(text))
    return { words: negated ? text : text === 'can' ? 'cannot' : `${text} not`, skip: 0 };
  if (/^(?:does|do|did)$/.test(text)) {
    if (!negated || !after) return undefined;
    if (text === 'did') return undefined;
    const main = text === 'does' ? thirdPersonOf(after.text) : after.text;
    return main ? { words: main, skip: 1 } : undefined;
  }
  if (negated || verb.tags.has('Auxiliary') || verb.tags.has('Gerund') || /^(?:has|have|had)$/.test(text))
    return undefined;
  if (!/[^s]s$/.test(text)) return undefined;
  const infinitive = infinitiveFromThirdPerson(text);
  return infinitive ? { words: `does not ${infinitive}`, skip: 0 } : undefined;
}

/** "supports" → "support", checked by conjugating back, so a guess that does not return is refused. */
function infinitiveFromThirdPerson(verb: string): string | undefined {
  const candidates = [verb.replace(/ies$/, 'y'), verb.replace(/es$/, ''), verb.replace(/s$/, '')];
  return candidates.find((candidate) => candidate !== verb && thirdPersonOf(candidate) === verb);
}
