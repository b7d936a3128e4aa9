import { isTurkish } from '#contract/languages.ts';
import type { QuestionGenerator } from '#server/adapters/ai/question-generator.ts';

/**
 * The one place the built-in generator is chosen by the text's language: Turkish texts get the
 * Turkish generator (turkish/), every other text the English one. Each is loaded on first use, so
 * a server that only sees Turkish texts never loads compromise's lexicon.
 */
export function createBuiltinGeneratorByLanguage(): QuestionGenerator {
  return {
    async generate(section, options) {
      if (isTurkish(section.language)) {
        const { createTurkishQuestionGenerator } = await import('./turkish/turkish-question-generator.ts');
        return createTurkishQuestionGenerator().generate(section, options);
      }
      const { createBuiltinQuestionGenerator } = await import('./builtin-question-generator.ts');
      return createBuiltinQuestionGenerator().generate(section, options);
    },
  };
}
