import { describe, expect, it } from 'vitest';
import {
  generatedQuestionSchema,
  generateSectionQuestionsBodySchema,
  MAX_CHUNK_INDEX,
  normalizeChoiceText,
} from './questions.ts';

const choices = (...texts: string[]) => texts.map((text, index) => ({ text, is_correct: index === 0 }));
const question = (overrides: object) => ({
  paragraph_index: 0,
  type: 'who',
  content: 'Who ran?',
  choices: choices('Sam', 'Mia', 'Leo', 'Ada'),
  explanation: 'The story says that Sam ran.',
  evidence: { paragraph_index: 0, sentence: 'Sam ran.' },
  ...overrides,
});

describe('generatedQuestionSchema', () => {
  it('accepts four distinct choices with one correct', () => {
    expect(generatedQuestionSchema.safeParse(question({})).success).toBe(true);
  });

  it.each([
    ['three choices', { choices: choices('Sam', 'Mia', 'Leo') }],
    [
      'two correct choices',
      { choices: choices('Sam', 'Mia', 'Leo', 'Ada').map((c) => ({ ...c, is_correct: true })) },
    ],
    [
      'no correct choice',
      { choices: choices('Sam', 'Mia', 'Leo', 'Ada').map((c) => ({ ...c, is_correct: false })) },
    ],
    ['choices equal but for case and spaces', { choices: choices('Big  Sam', 'big sam', 'Leo', 'Ada') }],
    ['an empty choice', { choices: choices('Sam', ' ', 'Leo', 'Ada') }],
    ['empty content', { content: '' }],
    ['a negative paragraph index', { paragraph_index: -1 }],
  ])('rejects %s', (_, overrides) => {
    expect(generatedQuestionSchema.safeParse(question(overrides)).success).toBe(false);
  });
});

describe('generateSectionQuestionsBodySchema', () => {
  it('refuses a section index whose paragraph indexes would overflow 32 bits', () => {
    expect(generateSectionQuestionsBodySchema.safeParse({ chunk_index: MAX_CHUNK_INDEX }).success).toBe(true);
    expect(generateSectionQuestionsBodySchema.safeParse({ chunk_index: 1_491_778_626 }).success).toBe(false);
  });
});

describe('normalizeChoiceText', () => {
  it('folds spaces and case', () => {
    expect(normalizeChoiceText('  The   Fox ')).toBe('the fox');
  });

  it('lowers a Turkish text by Turkish rules: I is ı, İ is i', () => {
    expect(normalizeChoiceText('IŞIK', 'tr')).toBe('ışık');
    expect(normalizeChoiceText('İZMİR', 'tr')).toBe('izmir');
    expect(normalizeChoiceText('ILIK su', 'tr')).toBe(normalizeChoiceText('ılık Su', 'tr'));
  });

  it('keeps English I as i, and matches İ with i where the language is not known', () => {
    expect(normalizeChoiceText('I SAW IT')).toBe('i saw it');
    expect(normalizeChoiceText('İzmir')).toBe(normalizeChoiceText('izmir'));
  });
});
