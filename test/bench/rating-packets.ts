/**
 * `npm run rating-packets -- --out <dir> --n 100 [--experts 40] [--seed S]`: blind rating packets for
 * the judged sample (the rubric is `../shared/question-rubric.md`, copied into `<dir>`). From
 * FairytaleQA's validation split it takes stories in a seeded random order until they hold at least
 * `--n` built-in questions and `--experts` expert questions, then draws that many of each from those
 * stories, so raters read as few stories as the sample allows and the built-in questions keep the
 * mix the generator really gives. Per story one packet `packet-NN.md`: the story with numbered
 * paragraphs, then its items shuffled, built-in multiple-choice questions (keyed choice marked,
 * the explanation a pupil sees) beside the experts' open questions (keyed answer). Item ids are
 * random letters, so neither the id nor the order tells the source; `key.tsv` (kept from the raters)
 * maps each id to its source, element and type, and `ratings-template.tsv` lists every id once.
 * `npm run rating-scores -- <dir> <rater-a.tsv> <rater-b.tsv>` scores the two raters' files.
 */
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { elementOf } from '#contract/question-fields.ts';
import type { GeneratedQuestion } from '#contract/questions.ts';
import { generateBuiltinQuestions } from '#server/modules/questions/generator/builtin-question-generator.ts';
import { sectionsOf } from '#test/harness/question-sections.ts';
import { type ExpertQuestion, fairytaleqaDir, readStory, storyNames } from './fairytaleqa.ts';
import { mulberry32, shuffled } from './seeded-random.ts';

const QUESTIONS_PER_SECTION = 4;
const rubric = resolve(fairytaleqaDir, '..', 'question-rubric.md');

const { values: options } = parseArgs({
  options: {
    out: { type: 'string' },
    n: { type: 'string', default: '100' },
    experts: { type: 'string', default: '40' },
    seed: { type: 'string' },
  },
});
if (!options.out) {
  console.error('usage: npm run rating-packets -- --out <dir> [--n 100] [--experts 40] [--seed S]');
  process.exit(1);
}
const out = resolve(options.out);
const wantedBuiltin = Number(options.n);
const wantedExperts = Number(options.experts);
const seed = options.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(options.seed);
const random = mulberry32(seed);

type Item = { story: string; id: string } & (
  | { source: 'builtin'; question: GeneratedQuestion }
  | { source: 'expert'; expert: ExpertQuestion }
);

const chosen: {
  name: string;
  paragraphs: string[];
  builtin: GeneratedQuestion[];
  experts: ExpertQuestion[];
}[] = [];
for (const name of shuffled(storyNames('val'), random)) {
  if (
    chosen.reduce((sum, s) => sum + s.builtin.length, 0) >= wantedBuiltin &&
    chosen.reduce((sum, s) => sum + s.experts.length, 0) >= wantedExperts
  )
    break;
  const story = readStory('val', name);
  const paragraphs = story.paragraphs.map((paragraph) => paragraph.text);
  const builtin = sectionsOf(paragraphs).flatMap((section) =>
    generateBuiltinQuestions(section, QUESTIONS_PER_SECTION),
  );
  chosen.push({ name, paragraphs, builtin, experts: story.questions });
}

const usedIds = new Set<string>();
const newId = (): string => {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  for (;;) {
    const id = Array.from({ length: 5 }, () => letters[Math.floor(random() * letters.length)]).join('');
    if (!usedIds.has(id)) {
      usedIds.add(id);
      return id;
    }
  }
};
const builtinItems: Item[] = shuffled(
  chosen.flatMap((s) => s.builtin.map((question) => ({ story: s.name, question }))),
  random,
)
  .slice(0, wantedBuiltin)
  .map((item) => ({ ...item, source: 'builtin', id: '' }));
const expertItems: Item[] = shuffled(
  chosen.flatMap((s) => s.experts.map((expert) => ({ story: s.name, expert }))),
  random,
)
  .slice(0, wantedExperts)
  .map((item) => ({ ...item, source: 'expert', id: '' }));

mkdirSync(out, { recursive: true });
const keyLines = ['id\tpacket\tstory\tsource\telement\ttype\texplicit\tquestion'];
const templateLines = ['id\tR\tQ\tA\tD\tK\tC\tI\tnote'];
let packet = 0;
for (const story of chosen) {
  const items = shuffled(
    [...builtinItems, ...expertItems].filter((item) => item.story === story.name),
    random,
  );
  if (items.length === 0) continue;
  packet++;
  const packetName = `packet-${String(packet).padStart(2, '0')}`;
  const lines = [
    `# ${packetName}: ${story.name.replace(/-/g, ' ')}`,
    '',
    'Read the whole story first, then rate every item below (question-rubric.md).',
    '',
    '## Story',
    '',
    ...story.paragraphs.flatMap((text, index) => [`[${index + 1}] ${text}`, '']),
    '## Items',
  ];
  for (const item of items) {
    item.id = `${packet}${newId()}`;
    lines.push('', `### ${item.id}`, '');
    if (item.source === 'builtin') {
      lines.push(`Question: ${item.question.content}`, '');
      for (const [at, choice] of item.question.choices.entries())
        lines.push(`${'ABCD'[at]}. ${choice.text}${choice.is_correct ? '   ← keyed' : ''}`);
      lines.push('', `Explanation: ${item.question.explanation}`);
      keyLines.push(
        [item.id, packetName, story.name, 'builtin', elementOf(item.question)]
          .concat([item.question.type, '', oneLine(item.question.content)])
          .join('\t'),
      );
    } else {
      lines.push(`Question: ${item.expert.question}`, '', `Keyed answer: ${item.expert.answer}`);
      keyLines.push(
        [item.id, packetName, story.name, 'expert', item.expert.element, '']
          .concat([item.expert.explicit ? 'explicit' : 'implicit', oneLine(item.expert.question)])
          .join('\t'),
      );
    }
    templateLines.push(`${item.id}\t\t\t\t\t\t\t\t`);
  }
  writeFileSync(join(out, `${packetName}.md`), `${lines.join('\n')}\n`);
}
writeFileSync(join(out, 'key.tsv'), `${keyLines.join('\n')}\n`);
writeFileSync(join(out, 'ratings-template.tsv'), `${templateLines.join('\n')}\n`);
if (existsSync(rubric)) copyFileSync(rubric, join(out, 'question-rubric.md'));
console.log(
  `${packet} packets, ${builtinItems.length} built-in and ${expertItems.length} expert items in ${out} ` +
    `(--seed ${seed} replays it); give the raters the packets, question-rubric.md and ratings-template.tsv, ` +
    'never key.tsv',
);

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}
