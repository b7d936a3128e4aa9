import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '#contract/catalogue-problems.ts';
import { locales } from '#contract/locales.ts';
import { longDate, mailWords, pushWords, recipientLocale, serverCatalogues } from './words.ts';

describe('the server catalogues', () => {
  it('exist for every language', () => {
    expect(Object.keys(serverCatalogues).sort()).toEqual([...locales].sort());
  });

  it.each(locales.filter((language) => language !== 'en'))(
    '%s has every English key of the mails, pushes and results CSV, none empty',
    (language) => {
      const english = serverCatalogues.en;
      const translated = serverCatalogues[language];
      const problems = [
        ...catalogueProblems(english.mail, translated.mail, language, 'mail'),
        ...catalogueProblems(english.push, translated.push, language, 'push'),
        ...catalogueProblems(english.results, translated.results, language, 'results'),
      ];
      expect(problems).toEqual([]);
    },
  );
});

describe('the in-app notification words', () => {
  it.each(locales)(
    '%s: the client writes each stored notification as its push is written',
    async (language) => {
      const client = await import(`../../client/i18n/locales/${language}/notifications.json`);
      const push: Record<string, string> = serverCatalogues[language].push;
      const messages: Record<string, string> = client.default.messages;
      expect(Object.keys(messages).length).toBeGreaterThan(0);
      for (const [key, words] of Object.entries(messages)) expect([key, words]).toEqual([key, push[key]]);
    },
  );
});

describe('mailWords and pushWords', () => {
  it('fill values in each language, without escaping (mails escape their HTML part)', () => {
    const values = { teacher: 'Ms <Yılmaz>', className: '4-B' };
    expect(mailWords('en')('classInvitation.subject', values)).toBe(
      'Ms <Yılmaz> added you to the class "4-B"',
    );
    expect(mailWords('tr')('classInvitation.subject', values)).toBe('Ms <Yılmaz> seni “4-B” sınıfına ekledi');
    expect(pushWords('tr')('textTitle', { title: 'Çalıkuşu' })).toBe('Metin: Çalıkuşu');
  });

  it('count days with the plural form the language asks for', () => {
    expect(mailWords('en')('setUpAccount.body', { count: 7 })).toContain('It works once, for 7 days;');
    expect(mailWords('en')('setUpAccount.body', { count: 1 })).toContain('It works once, for 1 day;');
    expect(mailWords('tr')('setUpAccount.body', { count: 7 })).toContain('7 gün boyunca');
  });

  it('write a due date as the day it falls on, in the language', () => {
    const due = new Date('2026-03-03T23:30:00Z');
    expect(longDate('en', due)).toBe('3 March 2026');
    expect(longDate('tr', due)).toBe('3 Mart 2026');
  });

  it('mail a person in their chosen language, else English', () => {
    expect(recipientLocale('tr')).toBe('tr');
    expect(recipientLocale('en')).toBe('en');
    expect(recipientLocale(null)).toBe('en');
    expect(recipientLocale('de')).toBe('en');
  });
});
