import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  questionGenerationPaths,
  questionPaths,
  questionWriteResponseSchema,
  type TeacherQuestionBody,
} from '#contract/questions.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createStoryText, questionsBySection, storyParagraphs } from './questions-fixtures.ts';
import { callApi } from './texts-api.ts';

let t: TestApp;
let owner: Record<string, string>;
const api = (method: string, path: string, body?: unknown, headers = owner) =>
  callApi(t.baseUrl, method, path, headers, body);

beforeAll(async () => {
  t = await startTestApp();
  owner = (await createTestUser(t.database, { admin: true })).headers;
});
afterAll(() => t.close());

/** The first sentence of paragraph `index` of a story text made by createStoryText. */
const sentenceOf = (index: number) => storyParagraphs(index + 1)[index]?.match(/^[^.!?]*[.!?]/)?.[0] ?? '';

function aQuestion(overrides: Partial<TeacherQuestionBody> = {}): TeacherQuestionBody {
  return {
    paragraph_index: 1,
    type: 'who',
    content: 'Who is this part about?',
    choices: [
      { text: 'The girl', is_correct: true },
      { text: 'The goat', is_correct: false },
      { text: 'The king', is_correct: false },
    ],
    explanation: 'The story tells us about the girl first.',
    evidence: { paragraph_index: 1, sentence: sentenceOf(1) },
    ...overrides,
  };
}

describe('POST /api/texts/{id}/questions', () => {
  it('stores a teacher’s question with every field and shows it in the editor’s list', async () => {
    const id = await createStoryText(t.baseUrl, owner, 8);
    const res = await api('POST', questionPaths.create(id), aQuestion());
    expect(res.status).toBe(201);
    const body = questionWriteResponseSchema.parse(res.body);
    expect(body).toMatchObject({
      status: 'success',
      message: 'Question added',
      data: {
        paragraph_index: 1,
        type: 'who',
        skill: 'literal',
        source: 'teacher',
        content: 'Who is this part about?',
        explanation: 'The story tells us about the girl first.',
        evidence: { paragraph_index: 1, sentence: sentenceOf(1) },
      },
    });
    expect(body.data.choices.map((choice) => [choice.text, choice.is_correct])).toEqual([
      ['The girl', true],
      ['The goat', false],
      ['The king', false],
    ]);
    const listed = await questionsBySection(t.baseUrl, owner, id);
    expect(listed).toEqual([{ ...body.data, section: 0 }]);
  });

  it('takes a question without evidence', async () => {
    const id = await createStoryText(t.baseUrl, owner, 4);
    const res = await api('POST', questionPaths.create(id), aQuestion({ evidence: null }));
    expect(res.status).toBe(201);
    expect(res.body.data.evidence).toBeNull();
  });

  it.each([
    ['no stem', { content: '  ' }, 'content', 'Please write the question.'],
    ['an unknown type', { type: 'riddle' as never }, 'type', undefined],
    [
      'one choice',
      { choices: [{ text: 'Only', is_correct: true }] },
      'choices',
      'Give between 2 and 5 choices.',
    ],
    [
      'six choices',
      { choices: ['a', 'b', 'c', 'd', 'e', 'f'].map((text, i) => ({ text, is_correct: i === 0 })) },
      'choices',
      'Give between 2 and 5 choices.',
    ],
    [
      'no correct choice',
      {
        choices: [
          { text: 'A', is_correct: false },
          { text: 'B', is_correct: false },
        ],
      },
      'choices',
      'Mark exactly one choice as correct.',
    ],
    [
      'two correct choices',
      {
        choices: [
          { text: 'A', is_correct: true },
          { text: 'B', is_correct: true },
        ],
      },
      'choices',
      'Mark exactly one choice as correct.',
    ],
    [
      'two choices alike',
      {
        choices: [
          { text: 'The Fox', is_correct: true },
          { text: ' the  fox', is_correct: false },
        ],
      },
      'choices',
      'No two choices can be the same.',
    ],
    [
      'an empty choice',
      {
        choices: [
          { text: 'A', is_correct: true },
          { text: '', is_correct: false },
        ],
      },
      'choices.1.text',
      'Every choice needs some words.',
    ],
    ['no explanation', { explanation: '' }, 'explanation', 'Please say why the answer is right.'],
    [
      'a paragraph the text does not have',
      { paragraph_index: 40, evidence: null },
      'paragraph_index',
      'This text has no paragraph 41.',
    ],
    [
      'evidence not in its paragraph',
      { evidence: { paragraph_index: 2, sentence: sentenceOf(1) } },
      'evidence.sentence',
      'The evidence must be a sentence of paragraph 3, word for word.',
    ],
    [
      'evidence from a paragraph the text does not have',
      { evidence: { paragraph_index: 9, sentence: 'Anything.' } },
      'evidence.paragraph_index',
      'This text has no paragraph 10.',
    ],
  ])('refuses %s with 422 and stores nothing', async (_case, overrides, field, message) => {
    const id = await createStoryText(t.baseUrl, owner, 4);
    const res = await api('POST', questionPaths.create(id), aQuestion(overrides));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
    if (message) expect(res.body.errors[field]).toContain(message);
    else expect(res.body.errors[field]?.[0]).toMatch(/type/);
    expect(await questionsBySection(t.baseUrl, owner, id)).toEqual([]);
  });
});

describe('flaws, read on every call that shows the owner questions', () => {
  it('marks a teacher’s question with a second right answer, in the write’s answer and in the paragraphs call', async () => {
    const id = await createStoryText(t.baseUrl, owner, 8);
    const flawed = aQuestion({
      paragraph_index: 0,
      type: 'who',
      content: 'Who lived at the very top?',
      // "The little cat" is Pebble too: a second right answer.
      choices: [
        { text: 'The cat', is_correct: true },
        { text: 'The little cat', is_correct: false },
        { text: 'Mr Ansel', is_correct: false },
      ],
      evidence: null,
    });
    const created = await api('POST', questionPaths.create(id), flawed);
    expect(created.status).toBe(201);
    expect(questionWriteResponseSchema.parse(created.body).data.flaws).toEqual(['second_right_answer']);
    // The girl, the goat and the king are in no part of this story around the question.
    const strangers = await api('POST', questionPaths.create(id), aQuestion());
    expect(questionWriteResponseSchema.parse(strangers.body).data.flaws).toEqual(['unknown_character']);
    const listed = await questionsBySection(t.baseUrl, owner, id);
    expect(listed.map((question) => [question.content, question.flaws])).toEqual([
      ['Who lived at the very top?', ['second_right_answer']],
      ['Who is this part about?', ['unknown_character']],
    ]);
    const fixed = await api('PUT', questionPaths.update(id, created.body.data.id), {
      ...flawed,
      choices: [flawed.choices[0], { text: 'The captains', is_correct: false }, flawed.choices[2]],
    });
    expect(questionWriteResponseSchema.parse(fixed.body).data.flaws).toEqual([]);
  });
});

describe('PUT /api/texts/{id}/questions/{questionId}', () => {
  it('fixes a generated question: it becomes the teacher’s, and a choice whose words stay keeps its id', async () => {
    const id = await createStoryText(t.baseUrl, owner, 4);
    await api('POST', questionGenerationPaths.generateSection(id), { chunk_index: 0 });
    const [generated] = await questionsBySection(t.baseUrl, owner, id);
    if (!generated) throw new Error('the generator asked nothing');
    expect(generated.source).toBe('builtin');
    const [right, ...wrong] = [...generated.choices].sort(
      (a, b) => Number(b.is_correct) - Number(a.is_correct),
    );
    if (!right) throw new Error('no correct choice');
    const res = await api(
      'PUT',
      questionPaths.update(id, generated.id),
      aQuestion({
        paragraph_index: generated.paragraph_index,
        type: generated.type,
        content: 'A clearer question?',
        choices: [
          { text: right.text, is_correct: true },
          { text: wrong[0]?.text ?? 'x', is_correct: false },
          { text: 'A new wrong answer', is_correct: false },
        ],
        evidence: generated.evidence,
      }),
    );
    expect(res.status).toBe(200);
    const body = questionWriteResponseSchema.parse(res.body);
    expect(body).toMatchObject({
      message: 'Question updated',
      data: { id: generated.id, content: 'A clearer question?', source: 'teacher' },
    });
    expect(body.data.choices[0]?.id).toBe(right.id);
    expect(body.data.choices[1]?.id).toBe(wrong[0]?.id);
    expect(body.data.choices.map((choice) => choice.text)).toEqual([
      right.text,
      wrong[0]?.text,
      'A new wrong answer',
    ]);
    const [listed] = await questionsBySection(t.baseUrl, owner, id);
    expect(listed).toMatchObject({ id: generated.id, content: 'A clearer question?' });
    expect(listed?.choices).toHaveLength(3);
  });

  it('refuses a question of another text with 404', async () => {
    const id = await createStoryText(t.baseUrl, owner, 4);
    const other = await createStoryText(t.baseUrl, owner, 4);
    const created = await api('POST', questionPaths.create(other), aQuestion());
    const res = await api('PUT', questionPaths.update(id, created.body.data.id), aQuestion());
    expect(res.status).toBe(404);
  });
});

describe('POST /api/texts/{id}/questions/{questionId}/regenerate', () => {
  it('replaces one question with a new one of the same section, leaving the others alone', async () => {
    const id = await createStoryText(t.baseUrl, owner, 8);
    await api('POST', questionGenerationPaths.generateSection(id), { chunk_index: 0 });
    await api('POST', questionGenerationPaths.generateSection(id), { chunk_index: 1 });
    const before = await questionsBySection(t.baseUrl, owner, id);
    const target = before.find((question) => question.section === 1);
    if (!target) throw new Error('no question in section 1');
    const res = await api('POST', questionPaths.regenerate(id, target.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = questionWriteResponseSchema.parse(res.body);
    expect(body.message).toBe('Question regenerated');
    expect(body.data.id).not.toBe(target.id);
    expect(body.data.content).not.toBe(target.content);
    expect(Math.floor(body.data.paragraph_index / 4)).toBe(1);
    expect(body.data.explanation).not.toBe('');
    const after = await questionsBySection(t.baseUrl, owner, id);
    expect(after.map((question) => question.id)).not.toContain(target.id);
    expect(after.filter((question) => question.id !== body.data.id)).toEqual(
      before.filter((question) => question.id !== target.id),
    );
  });
});

describe('who may write questions', () => {
  it('gives another admin, a pupil and a visitor 404 or 401, and changes nothing', async () => {
    const id = await createStoryText(t.baseUrl, owner, 4);
    const created = await api('POST', questionPaths.create(id), aQuestion());
    const questionId: number = created.body.data.id;
    const calls: [string, string, unknown?][] = [
      ['POST', questionPaths.create(id), aQuestion()],
      ['PUT', questionPaths.update(id, questionId), aQuestion({ content: 'Changed?' })],
      ['POST', questionPaths.regenerate(id, questionId)],
    ];
    for (const admin of [true, false]) {
      const stranger = (await createTestUser(t.database, { admin })).headers;
      for (const [method, path, body] of calls) {
        expect((await api(method, path, body, stranger)).status, `${method} ${path}`).toBe(404);
      }
    }
    for (const [method, path, body] of calls) {
      expect((await api(method, path, body, {})).status, `${method} ${path}`).toBe(401);
    }
    const listed = await questionsBySection(t.baseUrl, owner, id);
    expect(listed.map((question) => [question.id, question.content])).toEqual([
      [questionId, 'Who is this part about?'],
    ]);
  });
});
