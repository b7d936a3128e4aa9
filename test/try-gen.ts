import { generateBuiltinQuestions } from '#server/modules/questions/generator/builtin-question-generator.ts';
import { sampleStories } from '#server/modules/questions/generator/sample-stories.fixture.ts';
import { sectionsOf } from '#test/harness/question-sections.ts';
for (const [title, paragraphs] of Object.entries(sampleStories)) {
  for (const section of sectionsOf(paragraphs)) {
    console.log(`## ${title} ${section.chunk_index}`);
    for (const q of generateBuiltinQuestions(section, 4))
      console.log(`[${q.type}] ${q.content}\n   ${q.choices.map((c) => (c.is_correct ? `*${c.text}*` : c.text)).join(' | ')}\n   ev: ${q.evidence.sentence}`);
  }
}
