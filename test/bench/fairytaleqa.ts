/**
 * Reads the FairytaleQA stories and expert questions from `../shared/fairytaleqa/` (never copied into
 * the repository): a story's paragraphs in order, each with the annotated section it belongs to, and
 * the experts' questions with their narrative element and whether the answer is stated.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';

export const fairytaleqaDir = resolve('../shared/fairytaleqa');

export type FairytaleSplit = 'train' | 'val';

export interface ExpertQuestion {
  sections: number[];
  element: string;
  question: string;
  explicit: boolean;
  answer: string;
}

export interface FairytaleStory {
  name: string;
  /** Paragraphs in order, each with its annotated section (1-based, as in the data set). */
  paragraphs: { section: number; text: string }[];
  questions: ExpertQuestion[];
}

const ELEMENTS: Record<string, string> = {
  'causal relationship': 'causal',
  'outcome resolution': 'outcome',
};

export function storyNames(split: FairytaleSplit): string[] {
  return readdirSync(join(fairytaleqaDir, 'section-stories', split))
    .filter((file) => file.endsWith('-story.csv'))
    .map((file) => file.replace(/-story\.csv$/, ''))
    .sort();
}

/** A story's paragraphs alone (bench:levels grades them): its questions' file is not read. */
export function storyParagraphs(split: FairytaleSplit, name: string): FairytaleStory['paragraphs'] {
  const sectionRows: { section: string; text: string }[] = parse(
    readFileSync(join(fairytaleqaDir, 'section-stories', split, `${name}-story.csv`)),
    // child-of-mary's file ends on a blank line, a record of one empty field.
    { columns: true, skip_empty_lines: true },
  );
  return sectionRows.flatMap((row) =>
    row.text
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .map((text) => ({ section: Number(row.section), text })),
  );
}

export function readStory(split: FairytaleSplit, name: string): FairytaleStory {
  const paragraphs = storyParagraphs(split, name);
  const questionRows: Record<string, string>[] = parse(
    readFileSync(join(fairytaleqaDir, 'questions', split, `${name}-questions.csv`)),
    { columns: true, relax_column_count: true },
  );
  const questions = questionRows.map((row) => ({
    sections: (row.cor_section ?? '').split(',').map(Number).filter(Number.isFinite),
    element: ELEMENTS[row.attribute1 ?? ''] ?? row.attribute1 ?? '',
    question: row.question ?? '',
    explicit: row['ex-or-im1'] === 'explicit',
    answer: row.answer1 ?? '',
  }));
  return { name, paragraphs, questions };
}
