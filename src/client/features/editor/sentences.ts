const segmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });

/** Ends of segments that are not ends of sentences: titles and initials ("Mr. Brown", "J. M. Barrie"). */
const ABBREVIATION_END =
  /(?:\b(?:Mr|Mrs|Ms|Dr|St|Mt|Jr|Sr|Prof|Capt|Col|Gen|Lt|Sgt|No|vs|etc)|\b\p{Lu})\.\s*$/u;

/**
 * The sentences of a paragraph, each exactly as it stands in the text (trimmed), so one chosen as a
 * question's evidence is found word for word by the server and highlighted by the reader. The
 * browsers' segmenter breaks after "Mr." as after any full stop; such a piece joins the next.
 */
export function sentencesOf(paragraph: string): string[] {
  const sentences: string[] = [];
  let pending = '';
  for (const { segment } of segmenter.segment(paragraph)) {
    pending += segment;
    if (ABBREVIATION_END.test(pending)) continue;
    if (pending.trim()) sentences.push(pending.trim());
    pending = '';
  }
  if (pending.trim()) sentences.push(pending.trim());
  return sentences;
}
