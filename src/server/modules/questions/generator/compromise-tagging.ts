import nlp from 'compromise/two';
import { keptByText } from './kept-by-text.ts';
import type { Sentence, Token } from './section-analysis.ts';

const NO_TAGS: ReadonlySet<string> = new Set();

type Terms = { text: string; pre: string; post: string; tags?: Set<string> }[];

/*
 * Why compromise and not wink-nlp (measured on the 1,031 paragraphs of childrens-literature.epub):
 * wink-nlp with wink-eng-lite-web-model tags parts of speech in 187 ms of CPU against compromise's
 * 778 ms quick pass, but its lite model finds no people or places (the who, where and said-who
 * questions and their distractors rest on compromise's Person and Place tags), it tags "The
 * cavalier ran" as DET ADJ VERB, and it adds a 20 MB model; the generator already meets its
 * 500 paragraphs/s goal with compromise.
 */

/**
 * The quick pass over a whole section: compromise's tokenizer, lexicon and pre-tagger only. Its
 * post-tagger (context rules such as "brother Leo" → a person) is about three quarters of the cost of
 * a full parse, so it runs only on the few sentences a question is drawn from (`tagFully`). The
 * tokens are new each time (`spreadNames` retags them); the parse is kept for the paragraph's next
 * reading, since a section's paragraphs are read again as the text around the next sections.
 */
export function tagQuickly(text: string): Token[][] {
  return quickPass(text).map((terms) => {
    const tokens = terms.map(toToken);
    quickTerms.set(tokens, terms);
    return tokens;
  });
}

const quickPass = keptByText((text): Terms[] => {
  const doc = nlp.tokenize(text);
  doc.compute(['lexicon', 'preTagger']);
  return doc.document;
});

/** The quick pass's words of each sentence it tokenized, so `tagFully` need not tokenize them again. */
const quickTerms = new WeakMap<readonly Token[], Terms>();

/**
 * Full tagging of a few sentences in one compromise call (one call per sentence costs about twice as
 * much). Sentences of the quick pass are tagged from its words afresh (tags cleared: the same result
 * as parsing their text, without tokenizing it twice); others are parsed from their text, where
 * compromise ends a sentence at each line break, so the words come back in order. A sentence whose
 * words come back split differently keeps its quick tags.
 */
export function tagFully(sentences: Sentence[]): Sentence[] {
  const words = fullyTagged(sentences).map(toToken);
  let next = 0;
  return sentences.map((sentence) => {
    const tokens = words.slice(next, next + sentence.tokens.length);
    const same =
      tokens.length === sentence.tokens.length && tokens.every((t, i) => t.text === sentence.tokens[i]?.text);
    if (!same) return sentence;
    next += tokens.length;
    return { ...sentence, tokens };
  });
}

function fullyTagged(sentences: Sentence[]): Terms {
  const terms = sentences.map((sentence) => quickTerms.get(sentence.tokens));
  if (terms.every((words) => words !== undefined)) {
    const doc = new QuickView(
      terms.map((words) => words.map((term) => ({ ...term, tags: new Set<string>() }))),
    );
    doc.compute(HOOKS_AFTER_TOKENIZING);
    return doc.document.flat();
  }
  const text = sentences
    .map((sentence) => sentence.tokens.map(writtenForm).join('').replace(/\n/g, ' '))
    .join('\n');
  return nlp(text).document.flat();
}

/**
 * compromise's document view, made from words already tokenized. Its full parse runs every hook;
 * the quick pass has split contractions and number ranges ("151-153") already, and a second split
 * would add words.
 */
const QuickView = nlp.tokenize('').constructor as new (
  document: Terms[],
) => { compute(hooks: string[]): void; document: Terms[] };
const HOOKS_AFTER_TOKENIZING = nlp.hooks().filter((hook: string) => hook !== 'contractions');

function writtenForm(token: Token): string {
  return `${token.pre}${token.text}${token.post}`;
}

export function toToken(term: Terms[number]): Token {
  return { text: term.text, pre: term.pre, post: term.post, tags: term.tags ?? NO_TAGS };
}

const NAME_TAGS = ['Person', 'Place'];

/** Spellings of the people and places the tagger recognised, with their tags. */
export type KnownNames = Map<string, ReadonlySet<string>>;

export function learnNames(tokens: Token[], known: KnownNames): void {
  for (const token of tokens) {
    if (token.tags.has('ProperNoun') && NAME_TAGS.some((tag) => token.tags.has(tag)))
      known.set(token.text, token.tags);
  }
}

/**
 * The tagger misses a name it knows elsewhere when the name starts a sentence ("Leo gave …"): give every
 * token spelled like a recognised person or place those tags too.
 */
export function spreadNames(tokens: Token[], known: KnownNames): void {
  for (const token of tokens) {
    const tags = known.get(token.text);
    if (tags && !token.tags.has('ProperNoun')) token.tags = tags;
  }
}
