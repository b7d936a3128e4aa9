import { isTurkish } from '#contract/languages.ts';
import type { QuestionGenerator } from '#server/adapters/ai/question-generator.ts';
import { loadedOnce } from '#server/loaded-once.ts';

/**
 * The one place the built-in generator is chosen by the text's language: Turkish texts get the
 * Turkish generator (turkish/), every other text the English one. Each is loaded on first use, so
 * a server that only sees Turkish texts never loads compromise's lexicon.
 */
export function createBuiltinGeneratorByLanguage(): QuestionGenerator {
  return {
    async generate(section, options) {
      if (isTurkish(section.language)) {
        const { createTurkishQuestionGenerator } = await loadTurkish();
        return createTurkishQuestionGenerator().generate(section, options);
      }
      const { createBuiltinQuestionGenerator } = await loadEnglish();
      return createBuiltinQuestionGenerator().generate(section, options);
    },
  };
}

// Kept once loaded: a section at a time, each would otherwise ask the module loader again.
const loadTurkish = loadedOnce(() => import('./turkish/turkish-question-generator.ts'));
const loadEnglish = loadedOnce(() => import('./builtin-question-generator.ts'));
