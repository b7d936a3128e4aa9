import type { QuestionSource } from '#contract/question-fields.ts';
import type { GeneratedQuestion } from '#contract/questions.ts';

export interface SectionParagraph {
  /** Global index of the paragraph in its text (its section is paragraph_index / 4, rounded down). */
  paragraph_index: number;
  content: string;
}

/** One section of a text: the unit questions are generated for. */
export interface QuestionSection {
  chunk_index: number;
  paragraphs: SectionParagraph[];
  /** US-grade-like level of the whole text (Flesch–Kincaid; Ateşman mapped for Turkish, docs/readability.md), when known. */
  reading_level?: number | null;
  title?: string | null;
  /** The text's language, BCP 47 ('tr', 'en-US'); questions are asked in it. Unknown when absent or 'und'. */
  language?: string | null;
  /**
   * The paragraphs of the sections around this one (`NEARBY_SECTIONS` each side), never asked
   * about: the built-in generator takes wrong answers of the same kind from them (the story's other
   * characters) when the section has too few of its own.
   */
  nearby_paragraphs?: string[];
}

/** How many sections each side of a section its `nearby_paragraphs` come from. */
export const NEARBY_SECTIONS = 2;

/**
 * A generated question and which generator made it (the AI path falls back to the built-in one per
 * section). A `builtin` one has passed the shared flaw checker against the section and its
 * `nearby_paragraphs`; an `ai` one has not (Replace checks those itself).
 */
export type SourcedQuestion = GeneratedQuestion & { source: Exclude<QuestionSource, 'teacher'> };

export interface GenerateOptions {
  /** How many questions to aim for; generators return between 2 and this many when the text allows. */
  maxQuestions?: number;
  signal?: AbortSignal;
  /**
   * Let a section with nothing else to ask get one fill-in-the-blank question. Off by default: a
   * blank is one question in four at most (docs/questions.md); the question jobs turn it on only
   * for a text that got no question at all. The AI service ignores it.
   */
  blankWhenAlone?: boolean;
}

/**
 * Both the built-in generator and the AI adapter implement this. Every question returned satisfies
 * `generatedQuestionSchema` and its `paragraph_index` is one of the section's paragraphs.
 */
export interface QuestionGenerator {
  generate(section: QuestionSection, options?: GenerateOptions): Promise<SourcedQuestion[]>;
}

/** 3–5 questions a section (docs: issue 13): four unless the caller asks otherwise. */
export const DEFAULT_MAX_QUESTIONS = 4;
