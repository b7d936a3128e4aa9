import { quotationOpenAfter, type Sentence, type Token } from './section-analysis.ts';

const QUOTE_MARK = /["“”]/g;

/** The quotation marks around a token, in reading order: those before its word, then those after. */
function marksOf(token: Token): { before: string[]; after: string[] } {
  return { before: token.pre.match(QUOTE_MARK) ?? [], after: token.post.match(QUOTE_MARK) ?? [] };
}

/**
 * The parts of a sentence with dialogue that the narrator tells, outside any quotation: the words
 * before its first quotation mark ("And the children clapped their hands, and cried, | “Tell
 * another!”") when the sentence does not open inside a quotation, and those after its last one
 * ("“Bring me …,” said God to one of His Angels; | and the Angel brought Him the leaden heart")
 * when it ends outside one. `openBefore` says whether a quotation of the paragraph is still open.
 */
export function toldAroundSpeech(
  sentence: Sentence,
  openBefore: boolean,
): { beforeQuote?: Token[]; afterQuote?: Token[]; open: boolean } {
  const { tokens } = sentence;
  let open = openBefore;
  let firstMark = -1;
  let afterLastMark = 0;
  for (const [index, token] of tokens.entries()) {
    const { before, after } = marksOf(token);
    for (const mark of before) open = quotationOpenAfter(mark, open);
    if (before.length > 0 && firstMark < 0) firstMark = index;
    if (before.length > 0) afterLastMark = index;
    for (const mark of after) open = quotationOpenAfter(mark, open);
    if (after.length > 0 && firstMark < 0) firstMark = index + 1;
    if (after.length > 0) afterLastMark = index + 1;
  }
  return {
    beforeQuote: !openBefore && firstMark > 0 ? tokens.slice(0, firstMark) : undefined,
    afterQuote:
      !open && firstMark >= 0 && afterLastMark < tokens.length ? tokens.slice(afterLastMark) : undefined,
    open,
  };
}
