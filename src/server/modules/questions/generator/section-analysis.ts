import type { SectionParagraph } from '#server/adapters/ai/question-generator.ts';
import { type KnownNames, learnNames, spreadNames, tagQuickly } from './compromise-tagging.ts';
import { countContentWords, isMostlyLatin, WORD_PATTERN } from './text-words.ts';

/** One word of a sentence with the text around it; `tags` are compromise's part-of-speech tags (empty if untagged). */
export interface Token {
  text: string;
  pre: string;
  post: string;
  tags: ReadonlySet<string>;
}

export interface Sentence {
  paragraph_index: number;
  tokens: Token[];
}

export interface SectionAnalysis {
  sentences: Sentence[];
  /** Content-word frequencies over the whole section (lower-cased). */
  wordCounts: Map<string, number>;
  /** Whether the English tagger ran (false for non-Latin scripts, where it cannot help). */
  tagged: boolean;
  /** People and places the tagger recognised anywhere in the section. */
  knownNames: KnownNames;
  /** The sentences someone speaks, by index (`spokenSentences`): events and statements leave them out. */
  spoken: ReadonlySet<number>;
}

const NO_TAGS: ReadonlySet<string> = new Set();

/** Splits a section into sentences of tokens, tagged quickly when the text is in Latin script. */
export function analyseSection(paragraphs: SectionParagraph[]): SectionAnalysis {
  const texts = paragraphs.map((paragraph) => paragraph.content);
  const tagged = isMostlyLatin(texts.join(' '));
  const sentences = (tagged ? tagSentences(paragraphs) : splitSentences(paragraphs)).filter(
    (s) => s.tokens.length > 0,
  );
  const knownNames: KnownNames = new Map();
  for (const sentence of sentences) learnNames(sentence.tokens, knownNames);
  for (const sentence of sentences) spreadNames(sentence.tokens, knownNames);
  const spoken = spokenSentences(sentences);
  return { sentences, wordCounts: countContentWords(texts), tagged, knownNames, spoken };
}

/**
 * Tags each paragraph in the quick pass. (Tagging the joined section would be one call, but compromise
 * carries an open quotation across a paragraph break into one sentence, losing which paragraph it is.)
 */
function tagSentences(paragraphs: SectionParagraph[]): Sentence[] {
  return paragraphs.flatMap((paragraph) =>
    tagQuickly(paragraph.content).map((tokens) => ({ paragraph_index: paragraph.paragraph_index, tokens })),
  );
}

/** Sentence ends in Latin, Arabic and CJK punctuation, or a line break. */
const SENTENCE_END = /(?<=[.!?؟。！？…])\s+|\n+/u;

function splitSentences(paragraphs: SectionParagraph[]): Sentence[] {
  return paragraphs.flatMap((paragraph) =>
    paragraph.content
      .split(SENTENCE_END)
      .map((text) => ({ paragraph_index: paragraph.paragraph_index, tokens: tokenize(text) })),
  );
}

/** Untagged tokens with the text between words kept, so a sentence can be rebuilt exactly. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  let pending = '';
  for (const match of text.matchAll(WORD_PATTERN)) {
    const between = text.slice(last, match.index);
    const previous = tokens.at(-1);
    if (previous) previous.post = between;
    else pending = between;
    tokens.push({ text: match[0], pre: tokens.length === 0 ? pending : '', post: '', tags: NO_TAGS });
    last = match.index + match[0].length;
  }
  const previous = tokens.at(-1);
  if (previous) previous.post = text.slice(last);
  return tokens;
}

/** The sentence as it stands in the text (its words and the text between them), trimmed. */
export function sentenceText(sentence: Sentence): string {
  return sentence.tokens
    .map((token) => token.pre + token.text + token.post)
    .join('')
    .trim();
}

/**
 * The sentences someone speaks (by their index): each with a quotation mark, and each standing
 * inside a quotation its paragraph opened earlier — "I have given you the right keys." between
 * `"Not so," rejoined her husband. "The mistake must be yours.` and `… of any deception."`. What
 * is said is not what happens, so events and statements leave them out.
 */
/** Whether a quotation is open after this mark, given whether one was open before it. */
export function quotationOpenAfter(mark: string, open: boolean): boolean {
  return mark === '"' ? !open : mark === '“';
}

/** An element's tag ("<html", "</head>") or an attribute's quoted value ('lang="en"'). */
const MARKUP = /<\/?[a-z][\w:.-]*[\s>]|[\w:-]=["“]/i;

function spokenSentences(sentences: Sentence[]): Set<number> {
  const spoken = new Set<number>();
  let open = false;
  let paragraph: number | undefined;
  for (const [index, sentence] of sentences.entries()) {
    // A quotation that runs on into the next paragraph opens again there.
    if (sentence.paragraph_index !== paragraph) open = false;
    paragraph = sentence.paragraph_index;
    // A markup example's attribute values ('xml:lang="en"') are quoted, but nobody speaks them.
    if (MARKUP.test(sentenceText(sentence))) continue;
    let marked = false;
    const opening = open;
    for (const token of sentence.tokens)
      for (const mark of `${token.pre}${token.post}`.match(/["“”]/g) ?? []) {
        marked = true;
        open = quotationOpenAfter(mark, open);
      }
    if (marked || opening) spoken.add(index);
  }
  return spoken;
}
