import { describe, expect, it } from 'vitest';
import { type Catalogue, catalogueProblems } from '#contract/catalogue-problems.ts';
import { locales } from '#contract/locales.ts';
import { i18n } from './i18n.ts';
import { namespaces } from './namespaces.ts';

const files = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });
const catalogue = (language: string, namespace: string) => files[`./locales/${language}/${namespace}.json`];

describe('the catalogues', () => {
  it('exist for every language and area, and nothing else is there', () => {
    const expected = locales.flatMap((language) =>
      namespaces.map((ns) => `./locales/${language}/${ns}.json`),
    );
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });

  it.each(locales.filter((language) => language !== 'en'))(
    '%s has every English key, none empty',
    (language) => {
      const problems = namespaces.flatMap((ns) =>
        catalogueProblems(catalogue('en', ns) ?? {}, catalogue(language, ns) ?? {}, language, ns),
      );
      expect(problems).toEqual([]);
    },
  );
});

describe('catalogueProblems', () => {
  const english: Catalogue = {
    title: 'Settings',
    results_one: '{{count}} result',
    results_other: '{{count}} results',
  };

  it('finds a key missing on either side, an empty text and a missing plural form', () => {
    const turkish: Catalogue = { results_other: '{{count}} sonuç', extra: { word: '' } };
    expect(catalogueProblems(english, turkish, 'tr', 'test')).toEqual([
      'test tr: "extra.word" is empty',
      'test tr: "title" is missing',
      'test tr: "extra.word" is not in English',
      'test tr: "results_one" is missing',
    ]);
  });

  it('accepts a complete translation', () => {
    const turkish: Catalogue = {
      title: 'Ayarlar',
      results_one: '{{count}} sonuç',
      results_other: '{{count}} sonuç',
    };
    expect(catalogueProblems(english, turkish, 'tr', 'test')).toEqual([]);
  });
});

describe('plural and number rules through Intl', () => {
  it('counts in English and in Turkish', async () => {
    const tr = catalogue('tr', 'common');
    if (tr) i18n.addResourceBundle('tr', 'common', tr, true, true);
    expect(i18n.t('pendingChanges.waiting', { count: 1 })).toBe('1 change waiting to sync');
    expect(i18n.t('pendingChanges.waiting', { count: 3 })).toBe('3 changes waiting to sync');
    const turkish = i18n.getFixedT('tr');
    expect(turkish('pendingChanges.waiting', { count: 3 })).toBe('3 değişiklik gönderilmeyi bekliyor');
  });

  it('writes numbers as each language does', () => {
    const tr = catalogue('tr', 'settings');
    if (tr) i18n.addResourceBundle('tr', 'settings', tr, true, true);
    expect(i18n.t('offline.megabytes', { ns: 'settings', value: 1.25 })).toBe('1.3 MB');
    expect(i18n.getFixedT('tr', 'settings')('offline.megabytes', { value: 1.25 })).toBe('1,3 MB');
  });
});
