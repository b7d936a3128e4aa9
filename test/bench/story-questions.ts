/**
 * `npm run bench:story-questions`: the built-in generator over FairytaleQA's validation split (read at
 * run time from `../shared/fairytaleqa/`, never copied here; `-- --split train` for the train split),
 * each story cut into the app's sections of 4 paragraphs (`sectionsOf`), 4 questions asked a
 * section, beside the questions education experts wrote for the same stories. It prints:
 * - each element's share of the generated questions beside the experts' share (their `attribute1`),
 *   and the goals `word` ≤ 20 %, causal + feeling ≥ 25 %;
 * - coverage: of the experts' questions whose answer is stated (explicit), how many have a generated
 *   question on the sentence that holds the answer, over all and per element;
 * - flaws the shared checker still finds in what the generator kept (it drops flawed questions);
 * - questions a section (mean and how many sections got 0–4), paragraphs per CPU-second (the median of
 *   three timed passes after a warm-up; goal ≥ 500), and one line per story.
 * `-- --sample N` adds N generated questions picked at random (`--seed S` replays a pick; the seed is
 * printed).
 *
 * Finding the sentence that holds an expert's answer: the answer is often a fragment or a paraphrase
 * ("push him about and tease him"), so it is matched by words, not by text. Both sides are reduced to
 * content tokens (lower case, letters and digits only, common function words dropped, a plural -s/-es,
 * -ed, -ing, -ly ending cut). Among the sentences of the expert's annotated sections, the one holding
 * the largest share of the answer's tokens wins, ties going to the one sharing more of the question's
 * tokens; it is the answer's sentence only if it holds at least half of them. Answers with no content
 * token ("yes", "him"), or spread thinner than that, are counted as not located. A generated question
 * is on that sentence when its `evidence.sentence`, reduced the same way but keeping every word, is
 * the sentence, holds it, or lies inside it with at least 4 words (the generator may cut a sentence
 * at a line of dialogue where this bench does not). Coverage is also given without word questions:
 * a word's meaning or a blank on the sentence asks nothing of what the expert asked.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { elementOf, type QuestionElement, questionElements } from '#contract/question-fields.ts';
import type { GeneratedQuestion } from '#contract/questions.ts';
import { generateBuiltinQuestions } from '#server/modules/questions/generator/builtin-question-generator.ts';
import { flawContextOf, questionFlaws } from '#server/modules/questions/generator/flaws/question-flaws.ts';
import { sectionsOf } from '#test/harness/question-sections.ts';
import { type ExpertQuestion, type FairytaleSplit, readStory, storyNames } from './fairytaleqa.ts';
import { mulberry32 } from './seeded-random.ts';

const QUESTIONS_PER_SECTION = 4;
/** Timed passes over the split: on a shared machine one pass can be a third slower than the next. */
const PASSES = 3;
/** Share of the answer's content tokens its sentence must hold. */
const ANSWER_SHARE = 0.5;
/** A generated evidence inside the answer's sentence counts only from this many words on ("Oh!" does not). */
const MIN_INSIDE_WORDS = 4;

/** Words that carry no content of an answer: matching on them would find any sentence. */
const FUNCTION_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from into onto upon as so than that this these those ' +
    'is are was were be been being am do does did have has had he she it they them him her his its their ' +
    'i me my we us our you your who whom what which when where why how not no all very there then'
  ).split(' '),
);

const { values: options } = parseArgs({
  options: {
    split: { type: 'string', default: 'val' },
    sample: { type: 'string', default: '0' },
    seed: { type: 'string' },
  },
});
const split: FairytaleSplit = options.split === 'train' ? 'train' : 'val';

const stories = storyNames(split).map((name) => {
  const story = readStory(split, name);
  return { ...story, sections: sectionsOf(story.paragraphs.map((paragraph) => paragraph.text)) };
});

const generateAll = () =>
  stories.map((story) =>
    story.sections.map((section) => generateBuiltinQuestions(section, QUESTIONS_PER_SECTION)),
  );
// The first pass loads WordNet and the tagger's lexicon; its questions are the ones measured.
const perStory = generateAll();
const cpuSeconds = Array.from({ length: PASSES }, () => {
  const before = process.cpuUsage();
  generateAll();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}).sort((a, b) => a - b);

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);
const generated = perStory.flat(2);
const experts = stories.flatMap((story) => story.questions);
const paragraphs = stories.reduce((sum, story) => sum + story.paragraphs.length, 0);
const sectionCount = perStory.reduce((sum, sections) => sum + sections.length, 0);

console.log(
  `FairytaleQA ${split}: ${stories.length} stories, ${paragraphs} paragraphs, ${sectionCount} sections of ` +
    `${QUESTIONS_PER_SECTION} paragraphs; ${generated.length} generated questions, ${experts.length} expert questions`,
);

// ---- Elements ----
console.log('\nelement      generated  experts');
const expertElements = new Set<string>(questionElements);
for (const element of [
  ...questionElements,
  ...new Set(experts.map((q) => q.element).filter((e) => !expertElements.has(e))),
]) {
  const mine = generated.filter((q) => elementOf(q) === element).length;
  const theirs = experts.filter((q) => q.element === element).length;
  console.log(
    `${(element || '(none)').padEnd(12)}${`${percent(mine, generated.length)} ${String(mine).padStart(4)}`.padStart(11)}` +
      `${`${percent(theirs, experts.length)} ${String(theirs).padStart(4)}`.padStart(11)}`,
  );
}
const shareOf = (elements: QuestionElement[]) =>
  percent(generated.filter((q) => elements.includes(elementOf(q))).length, generated.length);
const expertShareOf = (elements: string[]) =>
  percent(experts.filter((q) => elements.includes(q.element)).length, experts.length);
console.log(`word: ${shareOf(['word'])} (goal ≤ 20%; experts ${expertShareOf(['word'])})`);
console.log(
  `causal + feeling: ${shareOf(['causal', 'feeling'])} (goal ≥ 25%; experts ${expertShareOf(['causal', 'feeling'])})`,
);

// ---- Coverage of the experts' explicit questions ----
interface Covered {
  story: string;
  expert: ExpertQuestion;
  sentence: string | undefined;
  by: GeneratedQuestion | undefined;
}
const coverage: Covered[] = stories.flatMap((story, index) => {
  const questions = (perStory[index] ?? []).flat();
  return story.questions
    .filter((expert) => expert.explicit)
    .map((expert) => {
      const inSections = story.paragraphs.filter((p) => expert.sections.includes(p.section));
      const sentence = answerSentence(
        expert,
        (inSections.length > 0 ? inSections : story.paragraphs).map((p) => p.text),
      );
      const onSentence =
        sentence === undefined ? [] : questions.filter((q) => sameSentence(q.evidence.sentence, sentence));
      // A word question on the sentence asks nothing of what the expert asked: the story's own first.
      const by = onSentence.find((q) => elementOf(q) !== 'word') ?? onSentence[0];
      return { story: story.name, expert, sentence, by };
    });
});
const located = coverage.filter((c) => c.sentence !== undefined);
const covered = coverage.filter((c) => c.by !== undefined);
console.log(
  `\ncoverage: ${covered.length} of ${coverage.length} explicit expert questions (${percent(covered.length, coverage.length)}) ` +
    `have a generated question on their answer's sentence; answer's sentence located for ${located.length} ` +
    `(${percent(covered.length, located.length)} of those)`,
);
const byStory = (c: Covered) => c.by !== undefined && elementOf(c.by) !== 'word';
console.log(
  `  by a question about the story (not word): ${covered.filter(byStory).length} ` +
    `(${percent(covered.filter(byStory).length, coverage.length)})`,
);
console.log('  per expert element: explicit, located, covered, not by a word question');
for (const element of [...new Set(coverage.map((c) => c.expert.element))].sort()) {
  const ofElement = coverage.filter((c) => c.expert.element === element);
  const found = ofElement.filter((c) => c.sentence !== undefined).length;
  const hit = ofElement.filter((c) => c.by !== undefined).length;
  const story = ofElement.filter(byStory).length;
  console.log(
    `  ${element.padEnd(12)}${String(ofElement.length).padStart(5)}${String(found).padStart(8)}` +
      `${String(hit).padStart(8)} ${percent(hit, ofElement.length).padStart(4)}` +
      `${String(story).padStart(8)} ${percent(story, ofElement.length).padStart(4)}`,
  );
}
const coveringElements = countBy(covered.map((c) => (c.by ? elementOf(c.by) : '')));
console.log(`  covered by generated elements (a story question first): ${formatCounts(coveringElements)}`);

// ---- Flaws found by the checker ----
// The generator drops what the checker flags, so anything found here is a leak worth a look.
const flawChecker = questionFlaws;
{
  const codes = stories.flatMap((story, index) =>
    story.sections.flatMap((section, at) => {
      const questions = perStory[index]?.[at] ?? [];
      return questions.map((question) => flawChecker(question, flawContextOf(section)));
    }),
  );
  const flawed = codes.filter((list) => list.length > 0).length;
  const secondRight = codes.filter((list) => list.includes('second_right_answer')).length;
  console.log(
    `\nflaws found by the checker: ${flawed} questions (${percent(flawed, generated.length)}), second right answer ` +
      `${secondRight} (${percent(secondRight, generated.length)}; goal ≤ 2%); by code: ${formatCounts(countBy(codes.flat()))}`,
  );
}

// ---- Questions a section, speed ----
const perSection = perStory.flat();
const histogram = [0, 1, 2, 3, 4].map((n) => perSection.filter((qs) => qs.length === n).length);
console.log(
  `\nquestions a section: ${(generated.length / Math.max(sectionCount, 1)).toFixed(2)} on average (goal ≥ 2); ` +
    `sections with 0: ${histogram[0]}, 1: ${histogram[1]}, 2: ${histogram[2]}, 3: ${histogram[3]}, 4: ${histogram[4]} ` +
    `(with 0: ${percent(histogram[0] ?? 0, sectionCount)})`,
);
const median = cpuSeconds[Math.floor(PASSES / 2)] ?? 0;
console.log(
  `speed: ${Math.round(paragraphs / median)} paragraphs per CPU-second (goal ≥ 500; median of ${PASSES} passes: ` +
    `${cpuSeconds.map((s) => s.toFixed(2)).join(', ')} s; load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores)`,
);

// ---- Per story ----
console.log(
  '\nstory                                      ¶  sec  qs  q/sec  0-q  word  c+f  experts  explicit  located  covered',
);
for (const [index, story] of stories.entries()) {
  const sections = perStory[index] ?? [];
  const questions = sections.flat();
  const mine = coverage.filter((c) => c.story === story.name);
  const count = (elements: QuestionElement[]) =>
    percent(questions.filter((q) => elements.includes(elementOf(q))).length, questions.length);
  console.log(
    `${story.name.slice(0, 40).padEnd(40)}${String(story.paragraphs.length).padStart(4)}${String(sections.length).padStart(5)}` +
      `${String(questions.length).padStart(4)}${(questions.length / Math.max(sections.length, 1)).toFixed(1).padStart(7)}` +
      `${String(sections.filter((qs) => qs.length === 0).length).padStart(5)}${count(['word']).padStart(6)}` +
      `${count(['causal', 'feeling']).padStart(5)}${String(story.questions.length).padStart(9)}` +
      `${String(mine.length).padStart(10)}${String(mine.filter((c) => c.sentence !== undefined).length).padStart(9)}` +
      `${String(mine.filter((c) => c.by !== undefined).length).padStart(9)}`,
  );
}

// ---- Sample ----
const sampleSize = Number(options.sample);
if (sampleSize > 0) {
  const seed = options.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(options.seed);
  const random = mulberry32(seed);
  const pool = stories.flatMap((story, index) =>
    (perStory[index] ?? []).flatMap((questions, at) =>
      questions.map((question) => ({ story: story.name, section: at, question })),
    ),
  );
  console.log(`\nsample of ${Math.min(sampleSize, pool.length)} (--seed ${seed} replays it):`);
  for (let n = 0; n < sampleSize && pool.length > 0; n++) {
    const [{ story, section, question }] = pool.splice(Math.floor(random() * pool.length), 1) as [
      (typeof pool)[number],
    ];
    console.log(
      `\n  ${story} §${section + 1} [${elementOf(question)} / ${question.type}] ${question.content}`,
    );
    console.log(`    ${question.choices.map((c) => (c.is_correct ? `*${c.text}*` : c.text)).join(' | ')}`);
    console.log(`    evidence (¶${question.evidence.paragraph_index}): ${question.evidence.sentence}`);
  }
}

/** The story sentence that holds an expert's answer, by the rule in this file's header; undefined if none. */
function answerSentence(expert: ExpertQuestion, texts: string[]): string | undefined {
  const answer = new Set(contentTokens(expert.answer));
  if (answer.size === 0) return undefined;
  const question = new Set(contentTokens(expert.question));
  let best: { sentence: string; share: number; context: number } | undefined;
  for (const sentence of texts.flatMap(sentencesOf)) {
    const tokens = new Set(contentTokens(sentence));
    const share = [...answer].filter((t) => tokens.has(t)).length / answer.size;
    const context = [...question].filter((t) => tokens.has(t)).length;
    if (!best || share > best.share || (share === best.share && context > best.context))
      best = { sentence, share, context };
  }
  return best && best.share >= ANSWER_SHARE ? best.sentence : undefined;
}

/** A paragraph's sentences: up to a stop, with the closing quotation marks that follow it. */
function sentencesOf(paragraph: string): string[] {
  return (paragraph.match(/[^.!?]*[.!?]+['"’”)]*|[^.!?]+$/g) ?? []).map((s) => s.trim()).filter(Boolean);
}

function sameSentence(evidence: string, sentence: string): boolean {
  // Spaces around both, so containment is of whole words.
  const a = ` ${plainWords(evidence)} `;
  const b = ` ${plainWords(sentence)} `;
  if (a === b || a.includes(b)) return true;
  return b.includes(a) && a.trim().split(' ').length >= MIN_INSIDE_WORDS;
}

function plainWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function contentTokens(text: string): string[] {
  return plainWords(text)
    .split(' ')
    .filter((word) => word && !FUNCTION_WORDS.has(word))
    .map((word) => (word.length > 4 ? word.replace(/(?:es|s|ed|ing|ly)$/, '') : word));
}

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

function formatCounts(counts: Map<string, number>): string {
  return (
    [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([key, n]) => `${key} ${n}`)
      .join(', ') || 'none'
  );
}
