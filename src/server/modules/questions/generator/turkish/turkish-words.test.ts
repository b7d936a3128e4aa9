import { describe, expect, it } from 'vitest';
import { sentencesOf } from './turkish-section.ts';
import { contentStems, namesOf } from './turkish-words.ts';

const sentences = (content: string) => sentencesOf([{ paragraph_index: 0, content }]);

describe('namesOf', () => {
  it('finds names inside sentences, without suffixes, titles or sentence starts, most mentioned first', () => {
    const text =
      'Bir gün Elif parka gitti. Orada Mert’i gördü. Hanın sahibi Hasan Efendi geldi. Akşam Dr. Kaya Pamuk’u ve Mert’i gördü. Sonra eve döndü.';
    expect(namesOf(sentences(text))).toEqual(['Mert', 'Elif', 'Hasan Efendi', 'Kaya', 'Pamuk']);
  });

  it('does not take a word after an opening quote or a dialogue dash for a name', () => {
    expect(namesOf(sentences('“Yukarıya bak!” dedi Zeynep. — Işık yandı, dedi Can.'))).toEqual([
      'Zeynep',
      'Can',
    ]);
  });
});

describe('contentStems', () => {
  it('finds one word under different endings by its first four letters, and leaves common words out', () => {
    expect([...contentStems('Kedisi kedinin yanına gitti, sonra Pamuk’u aradı.')]).toEqual([
      'kedi',
      'yanı',
      'gitt',
      'pamu',
      'arad',
    ]);
  });
});
