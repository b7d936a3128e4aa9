import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

/** FairytaleQA lives beside the repository (never copied into it): `../shared/fairytaleqa`. */
export const FAIRYTALEQA = join(process.cwd(), '..', 'shared', 'fairytaleqa');

export interface Tale {
  name: string;
  /** The annotated sections' paragraphs, lines unwrapped. */
  paragraphs: string[];
}

/** A section's paragraphs: blank lines part them, and their lines are hard-wrapped. */
const paragraphsOf = (section: string) =>
  section
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0);

/** The tales of one split (`train` or `val`), by name. */
export function talesOf(split: 'train' | 'val', root = FAIRYTALEQA): Tale[] {
  const folder = join(root, 'section-stories', split);
  return readdirSync(folder)
    .filter((file) => file.endsWith('-story.csv'))
    .sort()
    .map((file) => {
      const rows: { text: string }[] = parse(readFileSync(join(folder, file), 'utf8'), {
        columns: true,
        skip_empty_lines: true,
      });
      return {
        name: file.replace(/-story\.csv$/, ''),
        paragraphs: rows.flatMap((row) => paragraphsOf(row.text)),
      };
    });
}
