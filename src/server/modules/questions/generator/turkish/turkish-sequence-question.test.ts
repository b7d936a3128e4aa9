import { describe, expect, it } from 'vitest';
import { sentencesOf } from './turkish-section.ts';
import { turkishSequenceQuestions } from './turkish-sequence-question.ts';

describe('turkishSequenceQuestions', () => {
  it('asks what happened first among four simple-past events, in the text’s order', () => {
    const sentences = sentencesOf([
      {
        paragraph_index: 0,
        content: 'Kedi her zaman bahçede uyurdu. Ali erkenden uyandı. Kahvaltısını hemen yaptı.',
      },
      {
        paragraph_index: 1,
        content: 'Güneş parlıyordu. Ali okula yürüdü. Derste resim yaptı. Akşam eve döndü.',
      },
    ]);
    const [question] = turkishSequenceQuestions(sentences);
    expect(question?.content).toBe('Bu bölümde önce ne oldu?');
    expect(question?.choices.find((choice) => choice.is_correct)?.text).toBe('Ali erkenden uyandı');
    // A habit ("her zaman … uyurdu") and a scene ("parlıyordu") are not events.
    const texts = question?.choices.map((choice) => choice.text) ?? [];
    expect(texts).not.toContain('Kedi her zaman bahçede uyurdu');
    expect(texts).not.toContain('Güneş parlıyordu');
    expect(question?.evidence).toEqual({ paragraph_index: 0, sentence: 'Ali erkenden uyandı.' });
  });

  it('asks nothing with fewer than four events', () => {
    expect(
      turkishSequenceQuestions(sentencesOf([{ paragraph_index: 0, content: 'Ali geldi. Ayşe gitti.' }])),
    ).toEqual([]);
  });

  it('asks what happened just after an event, against three that came before it', () => {
    const sentences = sentencesOf([
      { paragraph_index: 0, content: 'Ali erkenden uyandı. Kahvaltısını hemen yaptı. Ali okula yürüdü.' },
      { paragraph_index: 1, content: 'Derste resim yaptı. Zil çalınca bahçeye çıktı. Akşam eve döndü.' },
    ]);
    const after = turkishSequenceQuestions(sentences).find((question) =>
      question.content.includes('hemen sonra'),
    );
    expect(after?.content).toBe('“Zil çalınca bahçeye çıktı.” Bundan hemen sonra ne oldu?');
    expect(after?.choices.find((choice) => choice.is_correct)?.text).toBe('Akşam eve döndü');
    expect(after?.choices.filter((choice) => !choice.is_correct).map((choice) => choice.text)).toEqual(
      expect.arrayContaining(['Kahvaltısını hemen yaptı', 'Ali okula yürüdü', 'Derste resim yaptı']),
    );
    expect(after?.evidence).toEqual({ paragraph_index: 1, sentence: 'Akşam eve döndü.' });
  });
});
