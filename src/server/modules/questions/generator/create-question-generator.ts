import { createOpenAiQuestionGenerator } from '#server/adapters/ai/openai-question-generator.ts';
import type { QuestionGenerator } from '#server/adapters/ai/question-generator.ts';
import { createBuiltinQuestionGenerator } from './builtin-question-generator.ts';

/** The part of the app config that chooses the generator (`config.ai`). */
export interface QuestionGeneratorConfig {
  ai: { baseUrl?: string; apiKey?: string; model: string; timeoutMs?: number };
}

/** The AI service when `AI_BASE_URL` is set; otherwise the built-in generator (offline, no key). */
export function createQuestionGenerator(config: QuestionGeneratorConfig): QuestionGenerator {
  const { baseUrl, apiKey, model, timeoutMs } = config.ai;
  if (baseUrl) return createOpenAiQuestionGenerator({ baseUrl, apiKey, model, timeoutMs });
  return createBuiltinQuestionGenerator();
}
