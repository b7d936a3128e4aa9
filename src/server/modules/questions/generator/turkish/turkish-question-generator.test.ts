import { describe, expect, it } from 'vitest';
import { skillOfType } from '#contract/question-fields.ts';
import { generatedQuestionSchema, normalizeChoiceText } from '#contract/questions.ts';
import { createTurkishQuestionGenerator, generateTurkishQuestions } from './turkish-question-generator.ts';
import { lostCatStory } from './turkish-story.fixture.ts';

describe('the built-in Turkish generator on a short story', () => {
  const questions = generateTurkishQuestions(lostCatStory, 4);

  it('gives four valid questions of at least three types, each answer once', () => {
    expect(questions).toHaveLength(4);
    for (const question of questions) expect(generatedQuestionSchema.safeParse(question).success).toBe(true);
    expect(new Set(questions.map((question) => question.type)).size).toBeGreaterThanOrEqual(3);
    const answers = questions.map((q) =>
      normalizeChoiceText(q.choices.find((c) => c.is_correct)?.text ?? ''),
    );
    expect(new Set(answers).size).toBe(answers.length);
  });

  it('proves each answer with a sentence of its paragraph, word for word, and explains in Turkish', () => {
    for (const question of questions) {
      const paragraph = lostCatStory.paragraphs.find(
        (p) => p.paragraph_index === question.evidence.paragraph_index,
      );
      expect(paragraph?.content).toContain(question.evidence.sentence);
      expect(question.explanation).toMatch(/metinde|bölümün|ötekilerden|bu sözü/iu);
      expect(question.content).toMatch(/[çğıöşüİ]|kim|ne /u);
    }
  });

  it('turns the starting type with the section, so a book gets every type', () => {
    const types = [0, 1, 2, 3].map(
      (chunk_index) => generateTurkishQuestions({ ...lostCatStory, chunk_index }, 1)[0]?.type,
    );
    expect(new Set(types)).toEqual(new Set(['said_who', 'sequence', 'main_idea', 'true_statement']));
    expect(types.map((type) => type && skillOfType[type])).toContain('structure');
  });

  it('marks its questions as built-in and asks nothing of a section without sentences to use', async () => {
    const sourced = await createTurkishQuestionGenerator().generate(lostCatStory, { maxQuestions: 2 });
    expect(sourced.map((question) => question.source)).toEqual(['builtin', 'builtin']);
    expect(
      generateTurkishQuestions(
        { chunk_index: 0, paragraphs: [{ paragraph_index: 0, content: 'Merhaba.' }] },
        4,
      ),
    ).toEqual([]);
  });
});
