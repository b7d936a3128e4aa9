import { afterEach, describe, expect, it } from 'vitest';
import { catalogueProblems } from '#contract/catalogue-problems.ts';
import { i18n } from './i18n.ts';
import englishSentences from './server-sentences/en.json';
import turkishSentences from './server-sentences/tr.json';
import { inScreenLanguage, inScreenLanguageLoaded } from './server-words.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the server’s sentences in the language on screen', () => {
  it('has every sentence in Turkish, none empty', () => {
    expect(catalogueProblems(englishSentences, turkishSentences, 'tr', 'server-sentences')).toEqual([]);
  });

  it('leaves English exactly as the server wrote it (the spec’s words)', async () => {
    expect(await inScreenLanguageLoaded('Class created.')).toBe('Class created.');
    for (const [sentence, shown] of Object.entries(englishSentences)) expect(shown).toBe(sentence);
  });

  it('writes a known sentence in Turkish, and an unknown one as the server wrote it', async () => {
    await i18n.changeLanguage('tr');
    expect(await inScreenLanguageLoaded('Class created.')).toBe('Sınıf oluşturuldu.');
    expect(inScreenLanguage('Invalid invitation token.')).toBe('Bu davet bağlantısı geçersiz.');
    expect(inScreenLanguage('Something only this server says.')).toBe('Something only this server says.');
  });
});
