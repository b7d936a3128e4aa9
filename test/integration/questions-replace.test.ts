import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GeneratedQuestion,
  NO_OTHER_QUESTION_MESSAGE,
  questionGenerationPaths,
  questionPaths,
  questionWriteResponseSchema,
} from '#contract/questions.ts';
import { type ChatServer, completion, startChatServer } from '#test/harness/chat-completions-server.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createStoryText, questionsBySection } from './questions-fixtures.ts';
import { callApi } from './texts-api.ts';

/**
 * Replace (docs/questions.md, "Replace") on the real server with an AI service on a loopback port
 * that answers every request with the questions of `aiReply`, best first: what it offers is known,
 * so which one Replace picks can be asserted.
 */
let aiReply: GeneratedQuestion[] = [];
let t: TestApp;
let owner: Record<string, string>;
let ai: ChatServer;
const api = (method: string, path: string, body?: unknown) => callApi(t.baseUrl, method, path, owner, body);

beforeAll(async () => {
  // Every request, whatever its section, gets the questions of `aiReply` as they are then.
  ai = await startChatServer([(response) => completion(JSON.stringify({ questions: aiReply }))(response)]);
  t = await startTestApp({ AI_BASE_URL: ai.baseUrl });
  owner = (await createTestUser(t.database, { admin: true })).headers;
});
afterAll(async () => {
  await t.close();
  await ai.close();
});

/** A question on the story's first section (questions-fixtures' sample story), its answer first. */
function asked(
  type: GeneratedQuestion['type'],
  content: string,
  [answer, ...wrong]: string[],
  paragraph_index: number,
  sentence: string,
): GeneratedQuestion {
  return {
    paragraph_index,
    type,
    content,
    choices: [
      { text: answer ?? '', is_correct: true },
      ...wrong.map((text) => ({ text, is_correct: false })),
    ],
    explanation: `The text says: ${sentence}`,
    evidence: { paragraph_index, sentence },
  };
}

const WHERE = asked(
  'where',
  'Where did the lighthouse stand?',
  ['On a rocky island', 'In a forest', 'On a hill', 'In a town'],
  0,
  'On a rocky island at the edge of the sea stood a tall white lighthouse.',
);
const WHO = asked(
  'who',
  'Who lived at the very top of the lighthouse?',
  ['Pebble', 'Mr Ansel', 'The captains', 'The boats'],
  0,
  'A grey cat named Pebble lived at the very top, where the great lamp turned all night long.',
);
const STEPS_SENTENCE =
  'Every evening, when the sun slid into the water, she climbed the one hundred and twelve steps and sat beside the lamp keeper, Mr Ansel, while he lit the light.';
const STEPS = asked(
  'how',
  'How many steps did Pebble climb?',
  ['One hundred and twelve', 'Ten', 'Fifty', 'Two hundred'],
  1,
  STEPS_SENTENCE,
);
const WICK = asked(
  'what',
  'What was the wick soaked with?',
  ['Rain', 'Oil', 'Milk', 'Paint'],
  2,
  'The wick was soaked with rain that had blown in through a crack.',
);
/** WHERE's stem again, in other case and spacing. */
const SAME_STEM = { ...WHERE, content: 'where did the  lighthouse STAND?' };
/** STEPS's answer again, under another stem. */
const SAME_ANSWER = asked(
  'how',
  'How many steps were there?',
  ['one hundred and TWELVE', 'Nine', 'Forty', 'Three'],
  1,
  STEPS_SENTENCE,
);
/** A flaw the checker finds: "Old Mr Ansel" is Mr Ansel too. */
const FLAWED = asked(
  'who',
  'Who lit the light?',
  ['Mr Ansel', 'Old Mr Ansel', 'Pebble', 'The captains'],
  1,
  STEPS_SENTENCE,
);
const WINDOWS = asked(
  'what',
  'What rattled in their frames?',
  ['The windows', 'The doors', 'The boats', 'The bells'],
  2,
  'One stormy night the wind howled so loudly that the windows rattled in their frames.',
);

/** A new text whose first section got the first four questions of `reply` from the AI service. */
async function textWithQuestions(reply: GeneratedQuestion[]) {
  aiReply = reply;
  const id = await createStoryText(t.baseUrl, owner, 8);
  const generated = await api('POST', questionGenerationPaths.generateSection(id), { chunk_index: 0 });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const listed = await questionsBySection(t.baseUrl, owner, id);
  expect(listed.map((question) => question.content)).toEqual(reply.slice(0, 4).map((q) => q.content));
  return { id, listed };
}

describe('POST /api/texts/{id}/questions/{questionId}/regenerate (Replace)', () => {
  it('gives the next-best question the section does not have: no stem, no answer already there, no flaw', async () => {
    const { id, listed } = await textWithQuestions([
      WHERE,
      WHO,
      STEPS,
      WICK,
      SAME_STEM,
      SAME_ANSWER,
      FLAWED,
      WINDOWS,
    ]);
    const who = listed.find((question) => question.content === WHO.content);
    if (!who) throw new Error('no who question');
    const res = await api('POST', questionPaths.regenerate(id, who.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = questionWriteResponseSchema.parse(res.body);
    expect(body.message).toBe('Question regenerated');
    expect(body.data).toMatchObject({ content: WINDOWS.content, source: 'ai', flaws: [] });
    const after = await questionsBySection(t.baseUrl, owner, id);
    expect(after.map((question) => question.content)).toEqual([
      WHERE.content,
      STEPS.content,
      WICK.content,
      WINDOWS.content,
    ]);
  });

  it('moves on down the list when pressed again, never back to a question that is there', async () => {
    const { id } = await textWithQuestions([WHERE, WHO, STEPS, WICK, WINDOWS]);
    const contentOf = async (questionId: number) => {
      const res = await api('POST', questionPaths.regenerate(id, questionId));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return questionWriteResponseSchema.parse(res.body).data;
    };
    const [where] = await questionsBySection(t.baseUrl, owner, id);
    if (!where) throw new Error('no question');
    const first = await contentOf(where.id);
    expect(first.content).toBe(WINDOWS.content);
    // WHERE, ranked before WINDOWS, is no longer there: the list comes round to it.
    const second = await contentOf(first.id);
    expect(second.content).toBe(WHERE.content);
  });

  it('answers 409 with a clear message and changes nothing when the section has every question there is', async () => {
    const { id, listed } = await textWithQuestions([WHERE, WHO, STEPS, WICK, SAME_STEM, SAME_ANSWER, FLAWED]);
    const [first] = listed;
    if (!first) throw new Error('no question');
    const res = await api('POST', questionPaths.regenerate(id, first.id));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: NO_OTHER_QUESTION_MESSAGE });
    expect(await questionsBySection(t.baseUrl, owner, id)).toEqual(listed);
  });
});
