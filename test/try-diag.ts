import { readFileSync } from 'node:fs';
import { extractEpubText } from '#server/modules/texts/epub/extract-epub-text.ts';
import { sectionsOf } from '#test/harness/question-sections.ts';
import { analyseSection } from '#server/modules/questions/generator/section-analysis.ts';
import { storyEvents } from '#server/modules/questions/generator/story-events.ts';
import { findSubjectAndVerb } from '#server/modules/questions/generator/sentence-parts.ts';
import { sentenceText } from '#server/modules/questions/generator/section-analysis.ts';
const book = process.argv[2] ?? 'childrens-literature.epub';
const sections = sectionsOf(extractEpubText(readFileSync(`../shared/fixtures/epub/${book}`)).paragraphs);
const hist: Record<number, number> = {};
let sentences = 0, withParts = 0, shown = 0;
for (const section of sections.slice(20, 120)) {
  const a = analyseSection(section.paragraphs);
  const ev = storyEvents(a);
  hist[Math.min(ev.length, 5)] = (hist[Math.min(ev.length, 5)] ?? 0) + 1;
  for (const s of a.sentences) {
    sentences++;
    if (findSubjectAndVerb(s.tokens)) withParts++;
    else if (shown++ < 25 && s.tokens.length > 5) console.log('-', sentenceText(s).slice(0, 110), '|', s.tokens.slice(0, 4).map((t) => `${t.text}/${[...t.tags].slice(0,3).join(',')}`).join(' '));
  }
}
console.log(hist, { sentences, withParts });
