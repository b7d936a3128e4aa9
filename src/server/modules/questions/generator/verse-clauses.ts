import nlp from 'compromise/two';
import type { SectionParagraph } from '#server/adapters/ai/question-generator.ts';
import { toToken } from './compromise-tagging.ts';
import { verseLines } from './poem-line-question.ts';
import { isEnglishWord, readsAsEnglish } from './reads-as-english.ts';
import type { Sentence, Token } from './section-analysis.ts';
import { lexiconTag } from './sentence-parts.ts';

/** A clause that starts and ends inside one line of verse, tagged as part of the sentence it makes. */
export interface VerseClause {
  clause: Sentence;
  /** The whole line the clause stands in: a question's evidence, quoted as printed. */
  line: Sentence;
}

interface PlacedToken {
  token: Token;
  line: number;
  /** Whether a sentence or a clause (after ";" or ":") starts at this word. */
  startsClause: boolean;
}

/** A mark after a word that ends a clause: the next word starts another. */
const CLAUSE_END = /[;:.!?]/;

/**
 * The clauses of a section written in verse, read as the sentences its lines make: a poem's
 * sentences run across its line breaks ("Summer surprised us, coming over the Starnbergersee / With
 * a shower of rain; we stopped in the colonnade,"), so a line read alone is a fragment the tagger
 * misreads. The lines are joined and tagged as one text; each clause that begins at a sentence's or
 * a clause's start and ends in the same line ("we stopped in the colonnade,") is returned with that
 * line, so a question on it is answered by a single line. [] for prose.
 */
export function verseClauses(
  paragraphs: SectionParagraph[],
  nearbyParagraphs: readonly string[] = [],
): VerseClause[] {
  if (!verseLines(paragraphs, nearbyParagraphs)) return [];
  const lines = linesOf(paragraphs);
  const placed = placeTokens(lines);
  if (!placed) return [];
  return lines.flatMap((line, index) => {
    // "Bin gar keine Russin, stamm' aus Litauen": a line the poem quotes in another language.
    if (!readsAsEnglish(line.text)) return [];
    const own = placed.filter((word) => word.line === index);
    const lineSentence = { paragraph_index: line.paragraph_index, tokens: own.map((word) => word.token) };
    return clausesOf(own)
      .map(toItsLastMark)
      .filter((tokens) => tokens.length > 0)
      .map((tokens) => ({
        clause: { paragraph_index: line.paragraph_index, tokens },
        line: lineSentence,
      }));
  });
}

interface VerseLine {
  text: string;
  paragraph_index: number;
}

function linesOf(paragraphs: SectionParagraph[]): VerseLine[] {
  return paragraphs.flatMap((paragraph) =>
    paragraph.content
      .split('\n')
      .map((text) => text.trim())
      .filter((text) => text.length > 0)
      .map((text) => ({ text, paragraph_index: paragraph.paragraph_index })),
  );
}

/**
 * Every word of the joined lines with the line it stands in, or undefined when the tagger's words
 * do not spell the lines back exactly (then no line could be quoted from them).
 */
function placeTokens(lines: VerseLine[]): PlacedToken[] | undefined {
  const ends: number[] = [];
  let length = 0;
  for (const line of lines) {
    length += line.text.length + 1;
    ends.push(length);
  }
  const placed: PlacedToken[] = [];
  let at = 0;
  const written = lines.map((line) => line.text).join(' ');
  for (const sentence of nlp(lines.map(asRunningText).join(' ')).document) {
    let startsClause = true;
    for (const term of sentence) {
      const token = toToken(term);
      // The word as printed: a line's capital that `asRunningText` lowered is the line's own.
      token.text = written.slice(at + token.pre.length, at + token.pre.length + token.text.length);
      const start = at + token.pre.length;
      at = start + token.text.length + token.post.length;
      const line = ends.findIndex((end) => start < end);
      // A line opens a clause as often as it goes on with one: its subject decides ("And drank coffee" has none).
      const opensLine = line !== placed.at(-1)?.line;
      placed.push({ token, line, startsClause: startsClause || opensLine });
      startsClause = CLAUSE_END.test(token.post);
    }
  }
  const spelled = placed.map(({ token }) => token.pre + token.text + token.post).join('');
  return spelled.trim() === written ? placed : undefined;
}

/**
 * A line as the running text of its sentence: a capital that only marks the start of a line ("And
 * drank coffee", "With a shower of rain") lowered after a line that goes on, so the tagger does not
 * take the word for a name. "I" and words the lexicon does not know in lower case keep theirs.
 */
function asRunningText(line: VerseLine, index: number, lines: VerseLine[]): string {
  const before = lines[index - 1]?.text ?? '';
  const first = line.text.match(/^\p{Lu}\p{Ll}+(?=[\s,;:.!?]|$)/u)?.[0];
  if (!first || index === 0 || /[.!?:"”]$/u.test(before)) return line.text;
  const lower = first.toLowerCase();
  return isCommonWord(lower) ? lower + line.text.slice(first.length) : line.text;
}

const NAME_TAG = /Name|Person|Place|Country|City|Region|Organization|Month|WeekDay|Holiday/;

/** A word the lexicon knows as no name, or one the dictionary knows: "and", "with", "flowed". */
function isCommonWord(lower: string): boolean {
  const tag = lexiconTag(lower);
  return tag !== undefined ? !NAME_TAG.test(tag) : isEnglishWord(lower);
}

/**
 * The clause up to its last word with a mark after it: the words after it run on into the next line
 * ("Summer surprised us, | coming over the Starnbergersee"), cut mid-phrase.
 */
function toItsLastMark(tokens: Token[]): Token[] {
  const last = tokens.findLastIndex((token) => /[,;:.!?)]/.test(token.post));
  return tokens.slice(0, last + 1);
}

/** The runs of a line's words that start a clause and end where it ends or the line does. */
function clausesOf(words: PlacedToken[]): Token[][] {
  const clauses: Token[][] = [];
  let current: Token[] | undefined;
  for (const word of words) {
    if (word.startsClause) {
      current = [];
      clauses.push(current);
    }
    current?.push(word.token);
  }
  return clauses
    .filter((tokens) => !SUBORDINATE.test(tokens[0]?.text ?? ''))
    .map((tokens) => (COORDINATOR.test(tokens[0]?.text ?? '') ? tokens.slice(1) : tokens))
    .map((tokens) => tokens.map((token, index) => trimmed(token, index, tokens.length)));
}

/** "And each man fixed his eyes": the clause's own words start after the joining word. */
const COORDINATOR = /^(?:and|or|but|yet|then)$/i;
/** "Where the dead men lost their bones.": a clause that hangs on another one, not a whole one. */
const SUBORDINATE =
  /^(?:where|when|which|who|whom|whose|that|if|as|though|although|while|because|till|until|whether)$/i;

/** The clause's first word without the space before it, its last without the space after. */
function trimmed(token: Token, index: number, count: number): Token {
  return {
    ...token,
    pre: index === 0 ? token.pre.trimStart() : token.pre,
    post: index === count - 1 ? token.post.trimEnd() : token.post,
  };
}
