/**
 * The golden corpus: every question the built-in generator asks of a handful of tales, written out
 * as one readable file per tale in `__golden__/`, so any change of any question (a stem, a choice,
 * which one is correct, the evidence, the explanation, a question more or fewer) fails this test
 * and shows up as a diff in review.
 *
 * The tales: five short public-domain tales from FairytaleQA's train split in
 * `test/fixtures/golden-tales/` (their README says where each is from), and the sample stories of
 * `sample-stories.fixture.ts`. Each is cut into the app's sections of 4 paragraphs (`sectionsOf`) and
 * asked for at most 4 questions a section, as the app asks (`DEFAULT_MAX_QUESTIONS`).
 *
 * When a change to the generator is meant to change its questions:
 *   npx vitest run src/server/modules/questions/generator/golden-corpus.test.ts -u
 * then read `git diff src/server/modules/questions/generator/__golden__/` question by question,
 * as a teacher would, and commit the snapshots with the change (or fix the change). A tale added to
 * the fixtures gets its snapshot on its first run; CI (`CI` set) refuses to write a missing one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { elementOf } from '#contract/question-fields.ts';
import type { GeneratedQuestion } from '#contract/questions.ts';
import { sectionsOf } from '#test/harness/question-sections.ts';
import { generateBuiltinQuestions } from './builtin-question-generator.ts';
import { sampleStories } from './sample-stories.fixture.ts';

const QUESTIONS_PER_SECTION = 4;
const talesDir = fileURLToPath(new URL('../../../../../test/fixtures/golden-tales/', import.meta.url));
const goldenDir = fileURLToPath(new URL('./__golden__/', import.meta.url));

const tales: { name: string; paragraphs: string[] }[] = [
  ...readdirSync(talesDir)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => ({
      name: file.replace(/\.txt$/, ''),
      paragraphs: readFileSync(`${talesDir}${file}`, 'utf8')
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
    })),
  ...Object.entries(sampleStories).map(([title, paragraphs]) => ({
    name: `sample-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    paragraphs,
  })),
];

describe('golden corpus: every question of every tale, as reviewed', () => {
  it('has five tales of the train split and the three sample stories', () => {
    expect(tales.filter((tale) => !tale.name.startsWith('sample-'))).toHaveLength(5);
    expect(tales.filter((tale) => tale.name.startsWith('sample-'))).toHaveLength(3);
  });

  it.each(tales)('$name', async ({ name, paragraphs }) => {
    await expect(render(name, paragraphs)).toMatchFileSnapshot(`${goldenDir}${name}.txt`);
  });

  it('keeps no snapshot of a tale that is gone', () => {
    // A missing snapshot is the file snapshot's own failure in CI; this catches the stale ones.
    const names = new Set(tales.map((tale) => `${tale.name}.txt`));
    const snapshots = readdirSync(goldenDir).filter((file) => file.endsWith('.txt'));
    expect(snapshots.filter((file) => !names.has(file))).toEqual([]);
  });
});

/** One tale's questions, section by section, in words a reviewer reads like a worksheet. */
function render(name: string, paragraphs: string[]): string {
  const sections = sectionsOf(paragraphs);
  const perSection = sections.map((section) => generateBuiltinQuestions(section, QUESTIONS_PER_SECTION));
  const total = perSection.reduce((sum, questions) => sum + questions.length, 0);
  const lines = [
    `${name}: ${paragraphs.length} paragraphs, ${sections.length} sections, ${total} questions`,
    '(golden-corpus.test.ts writes this file; * marks the correct choice)',
  ];
  for (const [index, section] of sections.entries()) {
    const first = section.paragraphs[0]?.paragraph_index ?? 0;
    const last = section.paragraphs.at(-1)?.paragraph_index ?? first;
    lines.push('', `## Section ${index + 1} (¶${first}–${last})`);
    const questions = perSection[index] ?? [];
    if (questions.length === 0) lines.push('', '(no questions)');
    for (const [at, question] of questions.entries()) lines.push('', ...renderQuestion(at + 1, question));
  }
  return `${lines.join('\n')}\n`;
}

function renderQuestion(number: number, question: GeneratedQuestion): string[] {
  return [
    `${number}. [${elementOf(question)} / ${question.type}] ${question.content}`,
    ...question.choices.map((choice) => `   ${choice.is_correct ? '*' : '-'} ${choice.text}`),
    `   evidence (¶${question.evidence.paragraph_index}): ${question.evidence.sentence}`,
    `   explanation: ${question.explanation}`,
    ...(question.paragraph_index === question.evidence.paragraph_index
      ? []
      : [`   asked at ¶${question.paragraph_index}`]),
  ];
}
