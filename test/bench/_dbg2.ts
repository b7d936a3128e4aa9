import { feelingQuestions } from '#server/modules/questions/generator/feeling-question.ts';
import { analyseSection } from '#server/modules/questions/generator/section-analysis.ts';
import { storyEvents } from '#server/modules/questions/generator/story-events.ts';

const texts = [
  'When the King heard this he was very angry.',
  'The old woman went to the well. She was very sad.',
  'Gerda was glad when she saw the roses.',
  'And the farmer was filled with joy when he found the ring.',
];
const a = analyseSection(texts.map((content, paragraph_index) => ({ paragraph_index, content })));
for (const s of a.sentences)
  console.log(s.tokens.map((t) => `${t.text}[${[...t.tags].join(',')}]`).join(' '));
const ev = storyEvents(a);
console.log(ev.map((e) => [e.order, e.subject, e.text]));
console.log(
  a.spoken,
  feelingQuestions(a, ev, []).map((q) => q.content),
);
