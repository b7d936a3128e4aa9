import { describe, expect, it } from 'vitest';
import { createBuiltinGeneratorByLanguage } from './builtin-by-language.ts';
import { lostCatStory } from './turkish/turkish-story.fixture.ts';

const english = {
  chunk_index: 0,
  paragraphs: [
    { paragraph_index: 0, content: 'Nina planted a tiny seed in the garden. It grew into a tall sunflower.' },
  ],
};

describe('createBuiltinGeneratorByLanguage', () => {
  it('asks a Turkish text Turkish questions, tr-TR as well as tr', async () => {
    const generator = createBuiltinGeneratorByLanguage();
    for (const language of ['tr', 'tr-TR']) {
      const questions = await generator.generate({ ...lostCatStory, language });
      expect(questions.length).toBeGreaterThan(0);
      expect(questions.every((question) => /[çğıöşü]|kim|ne /u.test(question.content))).toBe(true);
    }
  });

  it('gives any other text, or one of unknown language, the English generator', async () => {
    const generator = createBuiltinGeneratorByLanguage();
    for (const language of ['en', 'und', undefined]) {
      const questions = await generator.generate({ ...english, language });
      expect(questions.length).toBeGreaterThan(0);
      expect(
        questions.some((question) => /^(What|Who|Where|Which|Fill|How|In this)/.test(question.content)),
      ).toBe(true);
    }
    // The Turkish story marked as English goes to the English generator: the language decides, not the words.
    const asEnglish = await generator.generate({ ...lostCatStory, language: 'en' });
    expect(asEnglish.some((question) => question.content === 'Bu bölümde önce ne oldu?')).toBe(false);
  });
});
