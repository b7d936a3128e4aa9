import { afterEach, describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '#contract/questions.ts';
import { completion, json, startChatServer as startServer } from '#test/harness/chat-completions-server.ts';
import { AI_SERVICE_USER_MESSAGE, AiServiceError } from './ai-service-error.ts';
import { createOpenAiQuestionGenerator } from './openai-question-generator.ts';
import type { QuestionSection } from './question-generator.ts';

const servers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((close) => close()));
});

/** The shared fake AI service, closed after each test. */
async function startChatServer(...args: Parameters<typeof startServer>) {
  const server = await startServer(...args);
  servers.push(server.close);
  return server;
}

const section: QuestionSection = {
  chunk_index: 1,
  title: 'The Fox and the Crow',
  reading_level: 3.2,
  paragraphs: [
    { paragraph_index: 4, content: 'A crow found a piece of cheese and flew up into a tree.' },
    { paragraph_index: 5, content: 'A hungry fox sat under the tree and praised her feathers.' },
  ],
};

const goodQuestions: GeneratedQuestion[] = [
  {
    paragraph_index: 4,
    type: 'what',
    content: 'What did the crow find?',
    choices: [
      { text: 'A piece of cheese', is_correct: true },
      { text: 'A bone', is_correct: false },
      { text: 'An apple', is_correct: false },
      { text: 'A feather', is_correct: false },
    ],
    explanation: 'The crow found a piece of cheese and flew up into a tree.',
    evidence: { paragraph_index: 4, sentence: 'A crow found a piece of cheese and flew up into a tree.' },
  },
  {
    paragraph_index: 5,
    type: 'who',
    content: 'Who sat under the tree?',
    choices: [
      { text: 'The crow', is_correct: false },
      { text: 'A fox', is_correct: true },
      { text: 'A dog', is_correct: false },
      { text: 'A farmer', is_correct: false },
    ],
    explanation: 'The story says a hungry fox sat under the tree.',
    evidence: { paragraph_index: 5, sentence: 'A hungry fox sat under the tree and praised her feathers.' },
  },
];

const settings = (baseUrl: string, timeoutMs = 5_000) => ({
  baseUrl,
  apiKey: 'test-key',
  model: 'test-model',
  timeoutMs,
});

async function failureOf(promise: Promise<unknown>): Promise<AiServiceError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AiServiceError);
  expect((error as AiServiceError).userMessage).toBe(AI_SERVICE_USER_MESSAGE);
  return error as AiServiceError;
}

describe('OpenAI-compatible question generator', () => {
  it('asks the chat completions API for schema-shaped JSON and returns the validated questions', async () => {
    const server = await startChatServer([completion(JSON.stringify({ questions: goodQuestions }))]);
    const questions = await createOpenAiQuestionGenerator(settings(server.baseUrl)).generate(section);
    expect(questions).toEqual(goodQuestions.map((question) => ({ ...question, source: 'ai' })));
    const [request] = server.received;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.response_format.type).toBe('json_schema');
    expect(request?.body.response_format.json_schema.strict).toBe(true);
    expect(Object.keys(request?.body.response_format.json_schema.schema.properties ?? {})).toEqual([
      'questions',
    ]);
    const schema = request?.body.response_format.json_schema.schema as unknown as {
      properties: { questions: { items: { required: string[]; properties: { type: { enum: string[] } } } } };
    };
    expect(schema.properties.questions.items.required).toEqual(
      expect.arrayContaining(['type', 'explanation', 'evidence']),
    );
    expect(schema.properties.questions.items.properties.type.enum).toContain('said_who');
    const prompt = request?.body.messages.map((message) => message.content).join('\n') ?? '';
    expect(prompt).toMatch(/a mix of at least three types/);
    expect(prompt).toMatch(/main_idea.*sequence.*vocabulary.*true_statement/);
    expect(prompt).toMatch(/explanation/);
    expect(prompt).toMatch(/copied exactly/);
    expect(prompt).toContain('grade 3');
    expect(prompt).toContain('[paragraph_index 5]\nA hungry fox sat under the tree');
    expect(prompt).toContain('The Fox and the Crow');
  });

  it('names the text’s language in the prompt, so a Turkish story gets Turkish questions', async () => {
    const turkish: QuestionSection = {
      chunk_index: 0,
      title: 'Karga ile Tilki',
      reading_level: 2.5,
      language: 'tr',
      paragraphs: [{ paragraph_index: 0, content: 'Karga bir parça peynir buldu. Sonra ağaca kondu.' }],
    };
    const question: GeneratedQuestion = {
      paragraph_index: 0,
      type: 'what',
      content: 'Karga ne buldu?',
      choices: [
        { text: 'Bir parça peynir', is_correct: true },
        { text: 'Bir kemik', is_correct: false },
        { text: 'Bir elma', is_correct: false },
        { text: 'Bir tüy', is_correct: false },
      ],
      explanation: 'Metinde karganın bir parça peynir bulduğu yazıyor.',
      evidence: { paragraph_index: 0, sentence: 'Karga bir parça peynir buldu.' },
    };
    const server = await startChatServer([completion(JSON.stringify({ questions: [question] }))]);
    const questions = await createOpenAiQuestionGenerator(settings(server.baseUrl)).generate(turkish);
    expect(questions).toEqual([{ ...question, source: 'ai' }]);
    const [system, user] = server.received[0]?.body.messages ?? [];
    expect(system?.content).toContain('Write every question, choice and explanation in Turkish');
    expect(user?.content).toMatch(/^Write 2 to 4 questions in Turkish for readers at grade 3/);
  });

  it('asks for the language of the text when it is not known', async () => {
    const server = await startChatServer([completion(JSON.stringify({ questions: goodQuestions }))]);
    await createOpenAiQuestionGenerator(settings(server.baseUrl)).generate({ ...section, language: 'und' });
    const prompt = server.received[0]?.body.messages.map((message) => message.content).join('\n') ?? '';
    expect(prompt).toContain('Answer in the language of the text.');
    expect(prompt).not.toMatch(/questions in /);
  });

  it('asks again after an invalid reply and keeps the valid one', async () => {
    const server = await startChatServer([
      completion('Sure! Here are some questions:'),
      completion(JSON.stringify({ questions: goodQuestions })),
    ]);
    const questions = await createOpenAiQuestionGenerator(settings(server.baseUrl)).generate(section);
    expect(questions).toEqual(goodQuestions.map((question) => ({ ...question, source: 'ai' })));
    expect(server.received).toHaveLength(2);
  });

  it('gives up with a clear error after two malformed replies', async () => {
    const twoCorrect = {
      ...goodQuestions[0],
      choices: goodQuestions[0]?.choices.map((c) => ({ ...c, is_correct: true })),
    };
    const server = await startChatServer([
      completion('{"questions": [{"content": "Where'),
      completion(JSON.stringify({ questions: [twoCorrect] })),
    ]);
    const error = await failureOf(createOpenAiQuestionGenerator(settings(server.baseUrl)).generate(section));
    expect(error.reason).toBe('invalid_reply');
    expect(error.message).toMatch(/attempt 1: reply is not JSON; attempt 2: .*exactly one correct choice/);
    expect(server.received).toHaveLength(2);
  });

  it('fills the section with the fallback generator after a malformed reply and an invalid retry', async () => {
    const server = await startChatServer([
      completion('{"questions": [{"content": "Where'),
      completion(JSON.stringify({ questions: [{ ...goodQuestions[0], type: 'riddle' }] })),
    ]);
    const builtin = [{ ...(goodQuestions[1] as GeneratedQuestion), source: 'builtin' as const }];
    const fallback = { generate: async () => builtin };
    const questions = await createOpenAiQuestionGenerator({ ...settings(server.baseUrl), fallback }).generate(
      section,
    );
    expect(questions).toEqual(builtin);
    expect(server.received).toHaveLength(2);
  });

  it('drops questions whose evidence is not a sentence of the text', async () => {
    const madeUp = {
      ...goodQuestions[0],
      evidence: { paragraph_index: 4, sentence: 'The crow loved cheese.' },
    };
    const server = await startChatServer([
      completion(JSON.stringify({ questions: [madeUp, goodQuestions[1]] })),
    ]);
    const questions = await createOpenAiQuestionGenerator(settings(server.baseUrl)).generate(section);
    expect(questions.map((question) => question.content)).toEqual(['Who sat under the tree?']);
  });

  it('rejects questions about paragraphs outside the section', async () => {
    const elsewhere = goodQuestions.map((question) => ({ ...question, paragraph_index: 99 }));
    const server = await startChatServer([completion(JSON.stringify({ questions: elsewhere }))]);
    const error = await failureOf(createOpenAiQuestionGenerator(settings(server.baseUrl)).generate(section));
    expect(error.reason).toBe('invalid_reply');
  });

  it('turns a slow service into a timeout error', async () => {
    const server = await startChatServer([() => {}]);
    const started = Date.now();
    const error = await failureOf(
      createOpenAiQuestionGenerator(settings(server.baseUrl, 300)).generate(section),
    );
    expect(error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.received).toHaveLength(1);
  });

  it('turns an HTTP 500 into an error with its status, without retrying', async () => {
    const server = await startChatServer([
      json(500, { error: { message: 'model crashed', type: 'server_error' } }),
    ]);
    const error = await failureOf(createOpenAiQuestionGenerator(settings(server.baseUrl)).generate(section));
    expect(error.reason).toBe('http');
    expect(error.status).toBe(500);
    expect(server.received).toHaveLength(1);
  });

  it('reports a service that cannot be reached', async () => {
    const server = await startChatServer([completion('{}')]);
    await server.close();
    const error = await failureOf(createOpenAiQuestionGenerator(settings(server.baseUrl)).generate(section));
    expect(error.reason).toBe('unreachable');
  });
});
