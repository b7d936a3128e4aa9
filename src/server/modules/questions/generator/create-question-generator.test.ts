import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

  it('falls back to the built-in generator, marked as such, when the AI service answers nonsense twice', async () => {
    let requests = 0;
    const server = createServer((request, response) => {
      requests++;
      request.resume();
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        const message = { role: 'assistant', content: 'Here are questions: 1. Who?', refusal: null };
        response.end(
          JSON.stringify({
            id: 'x',
            object: 'chat.completion',
            created: 1,
            model: 'test',
            choices: [{ index: 0, message, finish_reason: 'stop', logprobs: null }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const generator = createQuestionGenerator({
        ai: { baseUrl: `http://127.0.0.1:${port}/v1`, model: 'test', timeoutMs: 5_000 },
      });
      const questions = await generator.generate(section);
      expect(questions.length).toBeGreaterThanOrEqual(1);
      expect(questions.every((question) => question.source === 'builtin')).toBe(true);
      expect(requests).toBe(2);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
