import { describe, expect, it } from 'vitest';
import { splitTurkishSentences } from './turkish-sentences.ts';

describe('splitTurkishSentences', () => {
  it('splits at . ! ? before a capital letter, İ and Ç included', () => {
    expect(
      splitTurkishSentences('Ali eve geldi. İçeride kimse yoktu! Çok mu geç kalmıştı? Sonra uyudu.'),
    ).toEqual(['Ali eve geldi.', 'İçeride kimse yoktu!', 'Çok mu geç kalmıştı?', 'Sonra uyudu.']);
  });

  it('does not end a sentence after a title, an initial or an ordinal number', () => {
    expect(
      splitTurkishSentences('Dr. Ayşe Yılmaz ile Prof. Can geldi. Mustafa K. Atatürk de oradaydı.'),
    ).toEqual(['Dr. Ayşe Yılmaz ile Prof. Can geldi.', 'Mustafa K. Atatürk de oradaydı.']);
    expect(splitTurkishSentences('Elif 3. sınıfa gidiyor. Okulu çok seviyor.')).toEqual([
      'Elif 3. sınıfa gidiyor.',
      'Okulu çok seviyor.',
    ]);
  });

  it('ends a sentence after "vb." when a new sentence starts', () => {
    expect(
      splitTurkishSentences(
        'Elma, armut vb. meyveler aldı. Sonra eve döndü. Kalem, silgi vb. Hepsi çantadaydı.',
      ),
    ).toEqual([
      'Elma, armut vb. meyveler aldı.',
      'Sonra eve döndü.',
      'Kalem, silgi vb.',
      'Hepsi çantadaydı.',
    ]);
  });

  it('keeps a quotation with its "dedi", and splits before a dialogue dash', () => {
    expect(splitTurkishSentences('“Gel buraya!” dedi Ali. “Geliyorum,” diye cevap verdi Ayşe.')).toEqual([
      '“Gel buraya!” dedi Ali.',
      '“Geliyorum,” diye cevap verdi Ayşe.',
    ]);
    expect(splitTurkishSentences('Kapı çaldı. — Kim o? diye sordu annesi.')).toEqual([
      'Kapı çaldı.',
      '— Kim o? diye sordu annesi.',
    ]);
  });

  it('gives back every sentence as it stands in the paragraph', () => {
    const paragraph = 'Yağmur yağıyordu…  Kedi “Miyav!” dedi. Sonra sustu';
    const sentences = splitTurkishSentences(paragraph);
    expect(sentences).toEqual(['Yağmur yağıyordu…', 'Kedi “Miyav!” dedi.', 'Sonra sustu']);
    for (const sentence of sentences) expect(paragraph).toContain(sentence);
  });
});
