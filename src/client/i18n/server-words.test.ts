import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { changePasswordRequestSchema } from '#contract/auth.ts';
import { catalogueProblems } from '#contract/catalogue-problems.ts';
import { PUPIL_LOCKED_MESSAGE } from '#contract/class-pictures.ts';
import { addPupilsRequestSchema, classNameRequestSchema } from '#contract/classes.ts';
import { teacherQuestionBodySchema } from '#contract/questions.ts';
import { createTextBodySchema } from '#contract/texts.ts';
import { i18n } from './i18n.ts';
import englishNotifications from './locales/en/notifications.json';
import turkishNotifications from './locales/tr/notifications.json';
import { fillTemplate, isTemplate, placeholdersOf } from './sentence-templates.ts';
import englishSentences from './server-sentences/en.json';
import turkishSentences from './server-sentences/tr.json';
import { inScreenLanguage, inScreenLanguageLoaded } from './server-words.ts';

const turkish: Record<string, string> = turkishSentences;

/** The messages a contract schema gives a body, as the server's 422 carries them. */
function refusalsOf(schema: z.ZodType, body: unknown): string[] {
  const parsed = schema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

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

  it('has every sentence with values in both languages with the same placeholders', () => {
    const templates = Object.keys(englishSentences).filter(isTemplate);
    expect(templates.length).toBeGreaterThan(30);
    const differing = templates.filter(
      (template) =>
        placeholdersOf(template).sort().join() !==
        placeholdersOf(turkish[template] ?? '')
          .sort()
          .join(),
    );
    expect(differing).toEqual([]);
  });

  it('reads each sentence with values back to its own template, not another', async () => {
    await i18n.changeLanguage('tr');
    await inScreenLanguageLoaded('Class created.');
    for (const template of Object.keys(englishSentences).filter(isTemplate)) {
      const values = Object.fromEntries(
        placeholdersOf(template).map((name, index) => [name, `«${name}${index}»`]),
      );
      expect([template, inScreenLanguage(fillTemplate(template, values))]).toEqual([
        template,
        fillTemplate(turkish[template] ?? '', values),
      ]);
    }
  });

  it('writes the contract’s refusals with values in Turkish, values kept', async () => {
    await i18n.changeLanguage('tr');
    const long = (length: number) => 'a'.repeat(length);
    const refusals = [
      ...refusalsOf(changePasswordRequestSchema, {
        current_password: '',
        password: 'short',
        password_confirmation: 'short',
      }),
      ...refusalsOf(classNameRequestSchema, { name: long(101) }),
      ...refusalsOf(addPupilsRequestSchema, { names: Array.from({ length: 61 }, (_, i) => `Pupil ${i}`) }),
      ...refusalsOf(createTextBodySchema, { title: long(256), author: 'A', content: 'Some words.' }),
      ...refusalsOf(teacherQuestionBodySchema, {
        paragraph_index: 0,
        type: 'who',
        content: long(501),
        choices: [{ text: 'Only one', is_correct: true }],
        explanation: long(601),
      }),
    ];
    const shown = await Promise.all(refusals.map(inScreenLanguageLoaded));
    expect(shown).toEqual([
      'Şu anki şifren gerekli.',
      'Şifre en az 8 karakter olmalı.',
      'Ad en fazla 100 karakter olabilir.',
      'Bir seferde en fazla 60 ad eklenebilir.',
      'Başlık en fazla 255 karakter olabilir.',
      'Soru en fazla 500 karakter olabilir.',
      '2 ile 5 arasında seçenek yazın.',
      'Açıklama en fazla 600 karakter olabilir.',
    ]);
  });

  it('writes the server’s sentences with numbers, names and titles in Turkish', async () => {
    await i18n.changeLanguage('tr');
    const said = [
      'Too many attempts. Please try again in 42 seconds.',
      PUPIL_LOCKED_MESSAGE,
      '"Kayıp Uçurtma" assigned to 3 pupils of 4-B. 1 already had it.',
      'This text has no paragraph 7.',
      // A notification stored before notifications kept their words.
      'Questions are ready for "Çalıkuşu" (1 of 3 sections could not be generated)',
    ];
    expect(await Promise.all(said.map(inScreenLanguageLoaded))).toEqual([
      'Çok fazla deneme oldu. 42 saniye sonra yeniden dene.',
      'Çok fazla yanlış deneme oldu. Öğretmeninden yardım iste ya da 15 dakika sonra yeniden dene.',
      '“Kayıp Uçurtma” 3 öğrenciye ödev olarak verildi (4-B). 1 öğrencide bu metin zaten vardı.',
      'Bu metinde 7. paragraf yok.',
      '“Çalıkuşu” için sorular hazır (3 bölümden 1 tanesi için soru oluşturulamadı)',
    ]);
  });

  it('reads a notification stored without its words as the notifications catalogue words it', () => {
    const messages = Object.entries(englishNotifications.messages);
    expect(messages.length).toBeGreaterThan(0);
    for (const [key, english] of messages) {
      const words = turkishNotifications.messages[key as keyof typeof turkishNotifications.messages];
      expect([key, turkish[english]]).toEqual([key, words]);
    }
  });
});
