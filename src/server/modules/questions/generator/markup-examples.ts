import { isStopword } from './text-words.ts';
/** A markup name and what it names, as the prose would: "role" is a property, "href" an attribute. */
export interface MarkupName {
  name: string;
  kind: 'element' | 'attribute' | 'property';
}

/** A markup example ("<metadata xmlns:dc=…> <dc:title …", "… <meta property=…"), opening on a tag. */
const CODE_EXAMPLE = /^\s*(?:…\s*)?<[\w!?/]/u;
/** `<metadata `, `<item>`: an element without a namespace prefix (a prefixed one the prose names otherwise). */
const ELEMENT = /<([a-z][\w-]*)[\s>/]/g;
/** ` href="`, ` unique-identifier="`: an attribute without a prefix (no `xmlns:dc`, no `xml:lang`). */
const ATTRIBUTE = /\s([a-z][\w-]*)="/g;
/** `property="display-seq"`: the value names a metadata property. */
const PROPERTY = /\sproperty="([a-z][\w-]*)"/g;

/**
 * The elements, attributes and properties a section's markup examples use: wrong answers of the
 * answer's own kind where the prose around names too few ("The identifier-type property indicates
 * …" beside `<meta property="role">`). Each name once, in the order the examples use them.
 */
export function markupInExamples(paragraphs: string[]): MarkupName[] {
  const found = new Map<string, MarkupName>();
  for (const code of paragraphs.filter(isMarkupExample)) {
    for (const [pattern, kind] of [
      [ELEMENT, 'element'],
      [ATTRIBUTE, 'attribute'],
      [PROPERTY, 'property'],
    ] as const) {
      for (const [, name = ''] of code.matchAll(pattern)) found.set(`${kind} ${name}`, { name, kind });
    }
  }
  return [...found.values()];
}

/** Whether a paragraph is a markup example rather than prose. */
export function isMarkupExample(paragraph: string): boolean {
  return CODE_EXAMPLE.test(paragraph);
}

/** Fewer words than this make a heading or a label ("Content Model", "Table A"), not prose. */
const MIN_PROSE_WORDS = 8;

/**
 * The paragraphs that are prose: a heading names a part of the text and a markup example's text
 * ("<dc:title>Norwegian Wood</dc:title>") is a value, neither a thing the text tells of.
 */
/**
 * The text with its bracketed references left out ("an XML Signature [XML DSIG Core] for the
 * Publication"): a cited document's name is no term of the text, and no wrong answer beside "The
 * xml-signature property".
 */
function withoutCitedNames(text: string): string {
  return text.replace(/\[[^[\]]*\]/gu, ' ');
}

function proseOf(paragraphs: string[]): string[] {
  return paragraphs.filter(
    (paragraph) => paragraph.split(/\s+/).length >= MIN_PROSE_WORDS && !isMarkupExample(paragraph),
  );
}

/**
 * "media-overlay [optional]", "In this order: metadata [required], …", "metadata [0 or 1]": a row
 * or a content model of a specification's table, whose words name elements ("metadata" is one, not
 * data about data). Its labels are lower case, where a citation ("[CSS3Text]") is a name.
 */
export const TABLE_LABEL = /\[[\p{Ll}\d][\p{Ll}\d /-]*\]/u;

/** Two or more capitalised words: the terms a specification defines ("Publication Resource"). */
const CAPITALISED_TERM = /\p{Lu}[\p{L}\p{N}-]*(?: \p{Lu}[\p{L}\p{N}-]*)+/gu;

/**
 * The terms the prose writes with capitals, as their words ("The" and "If" before them left out),
 * two to `mostWords` long and not all in capitals: "INVISIBLE TIMES" names a character of a table.
 */
export function capitalisedTerms(texts: string[], mostWords: number): string[][] {
  return proseOf(texts).flatMap((text) =>
    [...withoutCitedNames(text).matchAll(CAPITALISED_TERM)].flatMap(([match]) => {
      const words = match.split(' ');
      while (words.length > 0 && isStopword(words[0] as string)) words.shift();
      const allCaps = words.join('') === words.join('').toUpperCase();
      return words.length >= 2 && words.length <= mostWords && !allCaps ? [words] : [];
    }),
  );
}
