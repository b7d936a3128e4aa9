import type { QuestionSection } from '#server/adapters/ai/question-generator.ts';

/** Fewer words than this make a heading, a page number or a title line, not text to read. */
const MIN_WORDS = 20;
/** Prose and verse write most words in lower case; reference lists and title pages do not. */
const MIN_LOWER_CASE_SHARE = 0.6;

/**
 * Whether a section holds text a reader reads (a story, a poem, an explanation), as opposed to a
 * bibliography ("Baum, L. Frank, The Wizard of Oz."), headings or page numbers, where asking nothing
 * is right. The benchmark's questions-a-section goal is read over these sections.
 */
export function hasReadableText(section: QuestionSection): boolean {
  const words = section.paragraphs
    .filter((paragraph) => !isCodeOrLabel(paragraph.content))
    .flatMap((paragraph) => paragraph.content.split(/\s+/))
    .filter((word) => /\p{L}/u.test(word));
  if (words.length < MIN_WORDS) return false;
  const lowerCase = words.filter((word) => /^[^\p{L}]*\p{Ll}/u.test(word)).length;
  // Scripts without case (Arabic) count as read: their words have no upper case to show a list by,
  // and a Latin acronym among them ("DNA", "ATCG") says nothing of the text around it.
  const cased = words.filter((word) => /\p{Lu}|\p{Ll}/u.test(word)).length;
  return cased < words.length / 2 || lowerCase / cased >= MIN_LOWER_CASE_SHARE;
}

/** A markup example ("<metadata xmlns:dc=…> <dc:title …"), opening on a tag, maybe after "…". */
const CODE_EXAMPLE = /^\s*(?:…\s*)?<[\w!?/]/u;
/** An attribute table's row label ("xml:lang [optional]", "unique-identifier [required]"). */
const ATTRIBUTE_LABEL = /^\s*[\w:.-]+\*?\s\[(?:optional|required|conditionally required)[^\]]*\]\s*$/u;

/**
 * A specification's code examples and attribute labels are read by machines, not asked about: their
 * words (lower case, like prose) would otherwise count a section of examples as text to read.
 */
function isCodeOrLabel(content: string): boolean {
  return CODE_EXAMPLE.test(content) || ATTRIBUTE_LABEL.test(content);
}
