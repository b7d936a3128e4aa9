import { describe, expect, it } from 'vitest';
import { AiServiceError } from '#server/adapters/ai/ai-service-error.ts';
import { createQuestionGenerator } from './create-question-generator.ts';

const section = {
  chunk_index: 0,
  paragraphs: [
    { paragraph_index: 0, content: 'Nina planted a tiny seed in the garden. It grew into a tall sunflower.' },
  ],
};

describe('createQuestionGenerator', () => {
  it('uses the built-in generator when no AI service is configured', async () => {
    const questions = await createQuestionGenerator({ ai: { model: 'gpt-4o-mini' } }).generate(section);
    expect(questions.length).toBeGreaterThanOrEqual(1);
  });

  it('uses the AI service when AI_BASE_URL is set', async () => {
    // Nothing listens on the discard port of the loopback interface: only the AI adapter would try to connect.
    const generator = createQuestionGenerator({
      ai: { baseUrl: 'http://127.0.0.1:9/v1', model: 'test', timeoutMs: 2_000 },
    });
    await expect(generator.generate(section)).rejects.toBeInstanceOf(AiServiceError);
  });
});
