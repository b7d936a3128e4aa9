/**
 * `npm run bench:question-quality`: what the built-in generator asks over every fixture EPUB and the
 * sample stories, split into sections of 4 paragraphs as the app does — per book the questions, the
 * share of each type, the cloze share, the share whose evidence holds the answer, the share whose
 * wrong answers are of the answer's kind, duplicate answers in a section, paragraphs per second,
 * how many questions each section got, over all sections and over those with readable text (not
 * reference lists, headings or page numbers, where asking nothing is right: readable-text.ts) —
 * then the share of each type over all books and three sample questions of each type from
 * different books (stem, choices, correct answer, evidence, explanation). Goals: cloze ≤ 25 %,
 * ≥ 5 types in every book of ≥ 20 sections, 100 % with explanation and evidence, ≥ 500
 * paragraphs/s (the median of three timed passes a book), 3–5 questions a section with readable text. `-- --grep PATTERN` adds the first
 * three questions whose book, stem or evidence match.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { type QuestionType, questionTypes } from '#contract/question-fields.ts';
import type { GeneratedQuestion } from '#contract/questions.ts';
import type { QuestionSection } from '#server/adapters/ai/question-generator.ts';
import { generateBuiltinQuestions } from '#server/modules/questions/generator/builtin-question-generator.ts';
import { sampleStories } from '#server/modules/questions/generator/sample-stories.fixture.ts';
import { isMostlyLatin } from '#server/modules/questions/generator/text-words.ts';
import { extractEpubText } from '#server/modules/texts/epub/extract-epub-text.ts';
import { sectionsOf } from '#test/harness/question-sections.ts';
import {
  correctText,
  distractorsOfAnswersKind,
  duplicateAnswers,
  evidenceSupportsAnswer,
  hasExplanationAndEvidence,
} from './question-quality-checks.ts';
import { hasReadableText } from './readable-text.ts';

const QUESTIONS_PER_SECTION = 4;
/** Timed passes a book: on a shared machine one pass can be a third slower than the next. */
const PASSES = 3;
const fixturesDir = resolve('../shared/fixtures/epub');

const books = [
  ...readdirSync(fixturesDir)
    .filter((name) => name.endsWith('.epub'))
    .map((name) => ({
      name,
      sections: sectionsOf(extractEpubText(readFileSync(join(fixturesDir, name))).paragraphs),
    })),
  ...Object.entries(sampleStories).map(([title, paragraphs]) => ({
    name: `story: ${title}`,
    sections: sectionsOf(paragraphs),
  })),
];

const memoryBefore = process.memoryUsage();
for (const book of books)
  for (const section of book.sections) generateBuiltinQuestions(section, QUESTIONS_PER_SECTION); // warm-up
const memoryAfter = process.memoryUsage();

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);
const byBook: { name: string; questions: GeneratedQuestion[] }[] = [];
let allQuestions = 0;
let allCloze = 0;
/** Questions and blanks of text in Latin script, which the English tagger reads (not the Arabic fixture). */
let taggedQuestions = 0;
let taggedCloze = 0;
let allParagraphs = 0;
let allMs = 0;
let allCpuMs = 0;
let complete = 0;
const goalsMissed: string[] = [];

console.log(
  'book                                 sections paragraphs questions types cloze evidence kind dup para/s',
);
for (const book of books) {
  const { perSection, ms, cpuMs } = medianPass(book.sections);
  allCpuMs += cpuMs;
  const questions = perSection.flat();
  const paragraphs = book.sections.reduce((sum, s) => sum + s.paragraphs.length, 0);
  const types = new Set(questions.map((q) => q.type));
  const cloze = questions.filter((q) => q.type === 'cloze').length;
  const texts = (section: QuestionSection) =>
    new Map(section.paragraphs.map((p) => [p.paragraph_index, p.content]));
  complete += perSection.reduce(
    (sum, qs, index) =>
      sum +
      qs.filter((q) => hasExplanationAndEvidence(q, texts(book.sections[index] as QuestionSection))).length,
    0,
  );
  allQuestions += questions.length;
  allCloze += cloze;
  // The Arabic fixture now gets other kinds too: the script, not the kinds, tells English texts apart.
  if (isMostlyLatin(book.sections.flatMap((s) => s.paragraphs.map((p) => p.content)).join(' '))) {
    taggedQuestions += questions.length;
    taggedCloze += cloze;
  }
  allParagraphs += paragraphs;
  allMs += ms;
  byBook.push({ name: book.name, questions });
  if (book.sections.length >= 20 && types.size < 5) goalsMissed.push(`${book.name}: ${types.size} types`);
  console.log(
    `${book.name.slice(0, 36).padEnd(37)}${String(book.sections.length).padStart(8)}${String(paragraphs).padStart(11)}` +
      `${String(questions.length).padStart(10)}${String(types.size).padStart(6)}${percent(cloze, questions.length).padStart(6)}` +
      `${percent(questions.filter(evidenceSupportsAnswer).length, questions.length).padStart(9)}` +
      `${percent(questions.filter(distractorsOfAnswersKind).length, questions.length).padStart(5)}` +
      `${String(perSection.reduce((sum, qs) => sum + duplicateAnswers(qs), 0)).padStart(4)}` +
      `${String(Math.round((paragraphs / ms) * 1000)).padStart(7)}`,
  );
  console.log(`  per section: ${perSectionSummary(perSection)}`);
  // Reference lists, headings and page numbers rightly get no question: the goal is read without them.
  const readable = perSection.filter((_, index) => hasReadableText(book.sections[index] as QuestionSection));
  console.log(
    `  per section with readable text (${readable.length} of ${book.sections.length}): ${perSectionSummary(readable)}`,
  );
  console.log(
    `  types: ${questionTypes
      .map((type) => [type, questions.filter((q) => q.type === type).length] as const)
      .filter(([, count]) => count > 0)
      .map(([type, count]) => `${type} ${percent(count, questions.length)}`)
      .join(', ')}`,
  );
}

/** The book's questions, and the wall and CPU time of its median pass of `PASSES` (by CPU time). */
function medianPass(sections: QuestionSection[]) {
  const passes = Array.from({ length: PASSES }, () => {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const perSection = sections.map((section) => generateBuiltinQuestions(section, QUESTIONS_PER_SECTION));
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    return { perSection, ms, cpuMs: (cpu.user + cpu.system) / 1000 };
  }).sort((a, b) => a.cpuMs - b.cpuMs);
  return passes[Math.floor(PASSES / 2)] as (typeof passes)[number];
}

/**
 * "2.4 on average (goal 3–5); 0: 3, 1: 40, 2: 80, …; of ≥ 3 types: 61%": how many sections got how
 * many questions, and the share whose questions are of at least three types (the issue's mix rule).
 */
function perSectionSummary(perSection: GeneratedQuestion[][]): string {
  const counts = new Map<number, number>();
  for (const questions of perSection) counts.set(questions.length, (counts.get(questions.length) ?? 0) + 1);
  const average = perSection.reduce((sum, qs) => sum + qs.length, 0) / Math.max(perSection.length, 1);
  const spread = [...counts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([n, sections]) => `${n}: ${sections}`);
  const mixed = perSection.filter((questions) => new Set(questions.map((q) => q.type)).size >= 3).length;
  return (
    `${average.toFixed(1)} on average (goal 3–5); sections with n questions — ${spread.join(', ')}; ` +
    `of ≥ 3 types: ${percent(mixed, perSection.length)}`
  );
}

const rate = Math.round((allParagraphs / allMs) * 1000);
const cpuRate = Math.round((allParagraphs / allCpuMs) * 1000);
console.log(
  `\nall: ${allQuestions} questions, cloze ${percent(allCloze, allQuestions)} (goal ≤ 25%), ` +
    `with explanation and evidence ${percent(complete, allQuestions)} (goal 100%), ` +
    `${rate} paragraphs/s, ${cpuRate} per CPU-second (goal ≥ 500; load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores)`,
);
console.log(`cloze in English texts (all but the Arabic fixture): ${percent(taggedCloze, taggedQuestions)}`);
console.log(
  `share by type over all books: ${questionTypes
    .map(
      (type) =>
        `${type} ${percent(byBook.flatMap((b) => b.questions).filter((q) => q.type === type).length, allQuestions)}`,
    )
    .join(', ')}`,
);
console.log(
  `books of ≥ 20 sections with < 5 types: ${goalsMissed.length === 0 ? 'none' : goalsMissed.join('; ')}`,
);
console.log(
  `memory after the first pass (WordNet indexes, compromise): rss +${mb(memoryAfter.rss - memoryBefore.rss)} MB, ` +
    `heap +${mb(memoryAfter.heapUsed - memoryBefore.heapUsed)} MB, external +${mb(memoryAfter.external - memoryBefore.external)} MB`,
);

function mb(bytes: number): string {
  return (bytes / 2 ** 20).toFixed(1);
}

console.log('\nSamples (three of each type, from different books where possible):');
for (const type of questionTypes) printSamples(type);
for (const [at, argument] of process.argv.entries())
  if (argument === '--grep') printMatching(new RegExp(process.argv[at + 1] ?? '', 'u'));

/**
 * `-- --grep PATTERN` (as often as wanted): the first three questions whose book, stem or evidence match, for samples of
 * one kind of question within a type ("comes last", "retorted").
 */
function printMatching(pattern: RegExp): void {
  const matching = byBook.flatMap((book) =>
    book.questions
      .filter((q) => pattern.test(`${book.name} ${q.content} ${q.evidence.sentence}`))
      .map((question) => ({ book: book.name, question })),
  );
  console.log(`\nMatching ${pattern} (${matching.length}, the first three):`);
  for (const { book, question } of matching.slice(0, 3)) printQuestion(book, question);
}

function printSamples(type: QuestionType): void {
  const picked: { book: string; question: GeneratedQuestion }[] = [];
  for (let round = 0; picked.length < 3 && round < 50; round++) {
    for (const book of byBook) {
      const ofType = book.questions.filter((q) => q.type === type);
      const question = ofType[Math.floor((ofType.length * (round * 2 + 1)) / 7) % Math.max(ofType.length, 1)];
      if (
        question &&
        picked.length < 3 &&
        !picked.some((p) => p.question === question) &&
        (round > 0 || !picked.some((p) => p.book === book.name))
      )
        picked.push({ book: book.name, question });
    }
  }
  if (picked.length === 0) return;
  console.log(`\n[${type}]`);
  for (const { book, question } of picked) printQuestion(book, question);
}

function printQuestion(book: string, question: GeneratedQuestion): void {
  console.log(`  ${book}: ${question.content}`);
  console.log(`    ${question.choices.map((c) => (c.is_correct ? `*${c.text}*` : c.text)).join(' | ')}`);
  console.log(`    correct: ${correctText(question)}`);
  console.log(
    `    evidence (¶${question.evidence.paragraph_index}): ${question.evidence.sentence.slice(0, 160)}`,
  );
  console.log(`    explanation: ${question.explanation.slice(0, 160)}`);
}
