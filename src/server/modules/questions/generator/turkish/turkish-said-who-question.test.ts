import { describe, expect, it } from 'vitest';
import { turkishSaidWhoQuestions } from './turkish-said-who-question.ts';
import { sentencesOf } from './turkish-section.ts';

const said = (content: string, names: string[] = []) =>
  turkishSaidWhoQuestions(sentencesOf([{ paragraph_index: 3, content }]), names);
const answerOf = (question: { choices: { text: string; is_correct: boolean }[] }) =>
  question.choices.find((choice) => choice.is_correct)?.text;

describe('turkishSaidWhoQuestions', () => {
  it('reads a quotation with its speaker after the verb, or before the quotation', () => {
    const [after, before] = said('“Pamuk’u gördün mü?” diye sordu Elif. Mert, “Hayır!” dedi.');
    expect(after?.content).toBe('“Pamuk’u gördün mü?” sözünü kim söyledi?');
    expect(after && answerOf(after)).toBe('Elif');
    expect(before?.content).toBe('“Hayır!” sözünü kim söyledi?');
    expect(before && answerOf(before)).toBe('Mert');
  });

  it('reads the dialogue dash, a common noun as speaker, and drops the quotation’s trailing comma', () => {
    const [question] = said('Kapı açıldı. — Gel buraya, dedi annesi.');
    expect(question).toMatchObject({
      type: 'said_who',
      content: '“Gel buraya” sözünü kim söyledi?',
      paragraph_index: 3,
      evidence: { paragraph_index: 3, sentence: '— Gel buraya, dedi annesi.' },
      explanation: 'Bu sözü annesi söyledi. Metinde şöyle yazıyor: — Gel buraya, dedi annesi.',
    });
    // Upper-cased the Turkish way, among four different names.
    expect(question && answerOf(question)).toBe('Annesi');
    expect(new Set(question?.choices.map((choice) => choice.text)).size).toBe(4);
  });

  it('takes the wrong choices from the other speakers and the characters first', () => {
    const [question] = said('“Merhaba!” dedi İpek. “Günaydın!” dedi Işıl.', ['Oya']);
    expect(question?.choices.map((choice) => choice.text)).toEqual(
      expect.arrayContaining(['İpek', 'Işıl', 'Oya']),
    );
  });

  it('asks nothing about narration or a quotation without a speaker', () => {
    expect(said('Elif parka gitti. “Ne güzel bir gün!”')).toEqual([]);
  });
});
