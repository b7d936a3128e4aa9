import { describe, expect, it } from 'vitest';
import { sentencesOf } from './turkish-section.ts';
import { lostCatStory } from './turkish-story.fixture.ts';
import { turkishTrueStatementQuestions } from './turkish-true-statement-question.ts';
import { namesOf } from './turkish-words.ts';

const sentences = sentencesOf(lostCatStory.paragraphs);
const text = lostCatStory.paragraphs.map((paragraph) => paragraph.content).join('\n');

describe('turkishTrueStatementQuestions', () => {
  it('offers one sentence as written and three with a character swapped, none of them in the text', () => {
    const [question] = turkishTrueStatementQuestions(sentences, namesOf(sentences), text);
    expect(question?.content).toBe('Metne göre hangisi doğru?');
    const right = question?.choices.find((choice) => choice.is_correct)?.text ?? '';
    expect(text).toContain(right);
    const wrong = question?.choices.filter((choice) => !choice.is_correct).map((choice) => choice.text) ?? [];
    expect(wrong).toHaveLength(3);
    for (const statement of wrong) expect(text).not.toContain(statement);
  });

  it('never swaps a name that carries a suffix (Mert’in), which would break vowel harmony', () => {
    const questions = turkishTrueStatementQuestions(sentences, namesOf(sentences), text);
    const choices = questions.flatMap((question) => question.choices.map((choice) => choice.text));
    expect(choices.filter((choice) => /(?:Elif|Zeynep|Pamuk|Kaya)’in/u.test(choice))).toEqual([]);
    expect(choices.some((choice) => choice.includes('Mert’in'))).toBe(true);
  });

  it('needs two characters', () => {
    expect(turkishTrueStatementQuestions(sentences, ['Elif'], text)).toEqual([]);
  });
});
