import { readFileSync } from 'node:fs';
import { extractEpubText } from '#server/modules/texts/epub/extract-epub-text.ts';
import { sectionsOf } from '#test/harness/question-sections.ts';
import { analyseSection } from '#server/modules/questions/generator/section-analysis.ts';
import { rankSentences, tagTopFully } from '#server/modules/questions/generator/sentence-ranking.ts';
import { collectTermPools } from '#server/modules/questions/generator/term-pools.ts';
import { storyEvents } from '#server/modules/questions/generator/story-events.ts';
import { vocabularyQuestions } from '#server/modules/questions/generator/vocabulary-question.ts';
import { trueStatementQuestions } from '#server/modules/questions/generator/true-statement-question.ts';
import { saidWhoQuestions } from '#server/modules/questions/generator/said-who-question.ts';
import { whQuestions } from '#server/modules/questions/generator/wh-questions.ts';
const sections = sectionsOf(extractEpubText(readFileSync('../shared/fixtures/epub/childrens-literature.epub')).paragraphs);
const t: Record<string, number> = {};
const time = <T,>(k: string, f: () => T): T => { const s = performance.now(); const r = f(); t[k] = (t[k] ?? 0) + performance.now() - s; return r; };
for (let pass = 0; pass < 2; pass++) { for (const k of Object.keys(t)) delete t[k];
for (const section of sections) {
  const a = time('analyse', () => analyseSection(section.paragraphs));
  const r = time('rank', () => rankSentences(a));
  const pools = time('pools', () => collectTermPools(r));
  const ev = time('events', () => storyEvents(a));
  const top = time('tagTop', () => tagTopFully(r, 3, a).slice(0, 8));
  time('wh', () => top.flatMap(whQuestions));
  time('vocab', () => vocabularyQuestions(a));
  time('true', () => trueStatementQuestions(ev, pools, section.paragraphs.map((p) => p.content).join('\n')));
  time('said', () => saidWhoQuestions(a, section.paragraphs, ev, pools));
}}
console.log(Object.fromEntries(Object.entries(t).map(([k, v]) => [k, Math.round(v)])));
