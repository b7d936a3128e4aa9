import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractEpubText } from './epub/extract-epub-text.ts';
import { declaredLanguage, detectLanguage, languageOf } from './text-language.ts';

const turkish = [
  'Bir varmış bir yokmuş, küçük bir köyde Elif adında bir kız yaşarmış.',
  'Her sabah dedesiyle birlikte keçileri dağın yamacına götürürmüş.',
];
const english = ['Once upon a time a little girl called Ellen lived in a village by the sea.'];

describe('detectLanguage', () => {
  it('tells Turkish, English and Arabic apart, as BCP 47 tags', () => {
    expect(detectLanguage(turkish)).toBe('tr');
    expect(detectLanguage(english)).toBe('en');
    expect(detectLanguage(['ما هو السرطان؟ من أين تأتي الحياة؟ كيف نعيش حياة صحية وطويلة؟'])).toBe('ar');
  });

  it('says "und" rather than guess from a few words', () => {
    expect(detectLanguage(['Ali geldi.'])).toBe('und');
    expect(detectLanguage([])).toBe('und');
  });
});

describe('declaredLanguage and languageOf', () => {
  it('canonicalises a valid tag and refuses what is not one', () => {
    expect(declaredLanguage(' EN-us ')).toBe('en-US');
    expect(declaredLanguage('tr')).toBe('tr');
    expect(declaredLanguage('Turkish language')).toBeUndefined();
    expect(declaredLanguage('und')).toBeUndefined();
    expect(declaredLanguage('')).toBeUndefined();
  });

  it('prefers the declared language, and detects when there is none or it is not a tag', () => {
    expect(languageOf(english, 'tr')).toBe('tr');
    expect(languageOf(turkish, '')).toBe('tr');
    expect(languageOf(turkish, '??')).toBe('tr');
  });
});

describe('the fixture books', () => {
  const fixtures = join(process.cwd(), '../shared/fixtures/epub');
  it.each([
    ['childrens-literature.epub', 'en', 'en'],
    ['epub30-spec.epub', 'en', 'en'],
    ['hefty-water.epub', 'en', 'en'],
    ['regime-anticancer-arabic.epub', 'ar', 'ar'],
    ['trees.epub', 'en', 'en'],
    ['wasteland.epub', 'en-US', 'en'],
  ])('%s is %s (its dc:language); from its text alone, %s', (name, declared, detected) => {
    const book = extractEpubText(readFileSync(join(fixtures, name)));
    expect(languageOf(book.paragraphs, book.language)).toBe(declared);
    expect(detectLanguage(book.paragraphs)).toBe(detected);
  });
});
