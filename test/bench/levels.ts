/**
 * bench:levels — how well a text's reading level fits children's books (docs/readability.md) and
 * how a pupil's level comes out (docs/reading-levels.md). Reads FairytaleQA from ../shared at run
 * time: the training tales tune the grade's constant, the validation tales measure it.
 */
import { estimateLevel } from '#server/modules/reading-levels/estimate-level.ts';
import {
  CHILDRENS_GRADE,
  childrensGrade,
  fleschKincaidGrade,
} from '#server/modules/texts/childrens-grade.ts';
import { countsOf, type TextCounts } from '#server/modules/texts/readability.ts';
import { type FairytaleSplit, storyNames, storyParagraphs } from './fairytaleqa.ts';
import { retoldStories } from './retold-stories.ts';

/** A split's tales by name, each as its paragraphs' texts. */
const talesOf = (split: FairytaleSplit) =>
  storyNames(split).map((name) => ({
    name,
    paragraphs: storyParagraphs(split, name).map((paragraph) => paragraph.text),
  }));

type Grade = (counts: TextCounts) => number;
const grades: [name: string, grade: Grade][] = [
  ['Flesch–Kincaid (before)', fleschKincaidGrade],
  ["children's-book grade", (counts) => childrensGrade(counts)],
];

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => {
  const s = sorted(values);
  return ((s[(s.length - 1) >> 1] as number) + (s[s.length >> 1] as number)) / 2;
};
const sd = (values: number[]) => {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
};
const f1 = (value: number) => value.toFixed(1);

const train = talesOf('train').map((tale) => countsOf(tale.paragraphs));
const valTales = talesOf('val');
const val = valTales.map((tale) => countsOf(tale.paragraphs));

console.log(`FairytaleQA: ${train.length} training tales, ${val.length} validation tales (K–8)`);
const untuned = { ...CHILDRENS_GRADE, constant: 0 };
const tuned = 4 - median(train.map((counts) => childrensGrade(counts, untuned)));
console.log(
  `tuning: the constant that puts the training median at grade 4 is ${tuned.toFixed(2)} (in use: ${CHILDRENS_GRADE.constant})`,
);

console.log('\nValidation tales: graded above 8 (goal ≤ 2 of 23), and the spread');
for (const [name, grade] of grades) {
  const levels = val.map(grade);
  const s = sorted(levels);
  console.log(
    `  ${name.padEnd(24)} above 8: ${levels.filter((l) => l > 8).length} of ${levels.length}; ` +
      `min ${f1(s[0] as number)}, median ${f1(median(levels))}, max ${f1(s.at(-1) as number)}, sd ${f1(sd(levels))}`,
  );
}

console.log('\nOrdering: each tale simply, retold and original (simple < retold < original; goal ≥ 95 %)');
const original = (tale: string, paragraphs: number) => {
  const found = valTales.find((candidate) => candidate.name === tale);
  if (!found) throw new Error(`FairytaleQA has no validation tale ${tale}`);
  return found.paragraphs.slice(0, paragraphs);
};
// Each story's three versions, easiest first, counted once for every grade.
const versions = retoldStories.map((story) =>
  [story.simple, story.retold, original(story.tale, story.paragraphs)].map(countsOf),
);
for (const [name, grade] of grades) {
  let right = 0;
  let pairs = 0;
  for (const counts of versions) {
    const levels = counts.map(grade);
    for (let easier = 0; easier < levels.length; easier++) {
      for (let harder = easier + 1; harder < levels.length; harder++) {
        pairs += 1;
        if ((levels[easier] as number) < (levels[harder] as number)) right += 1;
      }
    }
  }
  console.log(
    `  ${name.padEnd(24)} ${right} of ${pairs} pairs in order (${Math.round((100 * right) / pairs)} %)`,
  );
}

console.log('\nA pupil who scores 90 % on grade-3 texts and 50 % on grade-6 texts (goal: level 3–5)');
for (const texts of [4, 10]) {
  const completions = Array.from({ length: texts }, (_, i) =>
    i % 2 === 0 ? { textLevel: 3, score: 0.9 } : { textLevel: 6, score: 0.5 },
  );
  const level = estimateLevel(completions);
  console.log(
    `  after ${texts} texts: level ${level.level} (just right ${level.low}–${level.high}), based on ${level.based_on}`,
  );
}
