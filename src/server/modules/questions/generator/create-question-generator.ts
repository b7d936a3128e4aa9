import type { QuestionGenerator } from '#server/adapters/ai/question-generator.ts';
import { loadedOnce } from '#server/loaded-once.ts';

/** The part of the app config that chooses the generator (`config.ai`). */
export interface QuestionGeneratorConfig {
  ai: { baseUrl?: string; apiKey?: string; model: string; timeoutMs?: number };
}

/**
 * The AI service when `AI_BASE_URL` is set; otherwise the built-in generator of the text's
 * language (offline, no key; builtin-by-language.ts).
 * Either is loaded on the first question run, not at start: compromise's lexicon and the OpenAI
 * SDK together hold tens of MB that a server answering readers never needs
 * (docs/architecture.md §14, Memory and start-up).
 */
export function createQuestionGenerator(config: QuestionGeneratorConfig): QuestionGenerator {
  const loadBuiltin = loadedOnce(async (): Promise<QuestionGenerator> => {
    const { createBuiltinGeneratorByLanguage } = await import('./builtin-by-language.ts');
    return createBuiltinGeneratorByLanguage();
  });
  const load = loadedOnce(async (): Promise<QuestionGenerator> => {
    const { baseUrl, apiKey, model, timeoutMs } = config.ai;
    if (!baseUrl) return loadBuiltin();
    const { createOpenAiQuestionGenerator } = await import(
      '#server/adapters/ai/openai-question-generator.ts'
    );
    // A section the service twice answers with invalid questions gets the built-in ones (source 'builtin').
    const fallback: QuestionGenerator = {
      generate: async (section, options) => (await loadBuiltin()).generate(section, options),
    };
    return createOpenAiQuestionGenerator({ baseUrl, apiKey, model, timeoutMs, fallback });
  });
  return {
    generate: async (section, options) => (await load()).generate(section, options),
  };
}
