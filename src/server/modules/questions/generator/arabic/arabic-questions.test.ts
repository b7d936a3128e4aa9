import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '#contract/questions.ts';
import { extractEpubText } from '#server/modules/texts/epub/extract-epub-text.ts';
import { sectionsOf } from '#test/harness/question-sections.ts';
import { generateBuiltinQuestions } from '../builtin-question-generator.ts';
import { analyseSection, type Sentence } from '../section-analysis.ts';
import { arabicMainIdeaQuestions, MAIN_IDEA_STEM } from './arabic-main-idea-question.ts';
import { cellPassage } from './arabic-passage.fixture.ts';
import { arabicQuestions } from './arabic-questions.ts';
import { arabicSequenceQuestions, FIRST_STEM } from './arabic-sequence-question.ts';
import { arabicTrueStatementQuestions, TRUE_STATEMENT_STEM } from './arabic-true-statement-question.ts';
import { arabicWhatIsQuestions } from './arabic-what-is-question.ts';

const sentences = analyseSection(cellPassage).sentences;
const sectionText = cellPassage.map((paragraph) => paragraph.content).join('\n');
const answerOf = (question: GeneratedQuestion | undefined) =>
  question?.choices.find((choice) => choice.is_correct)?.text;
const wrongOf = (question: GeneratedQuestion | undefined) =>
  question?.choices.filter((choice) => !choice.is_correct).map((choice) => choice.text);
const only = (text: string): Sentence[] => analyseSection([{ paragraph_index: 0, content: text }]).sentences;

describe('Arabic questions without an Arabic parser', () => {
  it('asks what a thing is from "X هي Y", with other noun phrases of the section as wrong answers', () => {
    const [question] = arabicWhatIsQuestions(sentences);
    expect(question?.type).toBe('what');
    expect(question?.content).toBe('ما هي الخليّة؟');
    expect(answerOf(question)).toBe('الوحدة الصغيرة');
    // Subject and object ("تقرأ الخلايا السليمة الجينات") are not taken for one phrase.
    expect(wrongOf(question)?.sort()).toEqual(['الأنظمة الدفاعيّة', 'الخلايا السليمة', 'الطاقة والماء']);
    expect(question?.evidence).toEqual({
      paragraph_index: 0,
      sentence: 'الخليّة هي الوحدة الصغيرة التي تتألّف منها الكائنات الحيّة.',
    });
  });

  it('asks what a thing is past a linking adverb ("البروتينات هي إذًا العناصر …"), quoting the text as it is', () => {
    const [question] = arabicWhatIsQuestions(
      only(
        'البروتينات هي إذًا العناصر والموادّ الأساسية لصنع كلّ الموادّ الحيّة. تحتاجون إلى الإسمنت والغراء وأسلاك كهربائية. تنظّم الجزيئات البسيطة التفاعلات الضرورية لحسن عمل الخلايا.',
      ),
    );
    expect(question?.content).toBe('ما هي البروتينات؟');
    expect(answerOf(question)).toBe('العناصر والموادّ الأساسية');
    expect(question?.explanation).toBe('يقول النص: «البروتينات هي إذًا العناصر والموادّ الأساسية».');
  });

  it('asks no "what is" of a clause that goes on from the one before ("وهؤلاء الباحثون هم …")', () => {
    expect(arabicWhatIsQuestions(only('وهؤلاء الباحثون هم الدكاترة الثلاثة الكبار.'))).toEqual([]);
  });

  it('finds the main idea in the sentence whose words come back in the most paragraphs', () => {
    const [question] = arabicMainIdeaQuestions(sentences);
    expect(question?.content).toBe(MAIN_IDEA_STEM);
    expect(answerOf(question)).toBe('تحمل كلّ خليّة الجينات في نواتها');
    expect(wrongOf(question)).toHaveLength(3);
    for (const wrong of wrongOf(question) ?? []) expect(sectionText).toContain(wrong);
  });

  it('asks what came first and what came right after, in the order of the text', () => {
    const [first, after] = arabicSequenceQuestions(sentences);
    expect(first?.content).toBe(FIRST_STEM);
    expect(answerOf(first)).toBe('الخليّة هي الوحدة الصغيرة التي تتألّف منها الكائنات الحيّة');
    expect(after?.content).toBe(
      'ما الجملة التي وردت مباشرةً بعد «عندما تشيخ الخليّة تضعف الأنظمة الدفاعيّة فيها»؟',
    );
    expect(answerOf(after)).toBe('تتحوّل الخليّة المريضة أحيانًا إلى خليّة سرطانيّة');
    // The wrong answers all came before the sentence the question quotes.
    for (const wrong of wrongOf(after) ?? [])
      expect(sectionText.indexOf(wrong)).toBeLessThan(sectionText.indexOf('عندما تشيخ'));
  });

  it('makes a true statement false by changing a label number, and never a bound ("أكثر من 10")', () => {
    const questions = arabicTrueStatementQuestions(sentences, sectionText);
    expect(questions).toHaveLength(1);
    const [question] = questions;
    expect(question?.content).toBe(TRUE_STATEMENT_STEM);
    expect(answerOf(question)).toBe('الأنزيمات التي تزيل السموم تُدعى أنزيمات المرحلة 2');
    expect(wrongOf(question)?.sort()).toEqual(
      ['1', '3', '4'].map((n) => `الأنزيمات التي تزيل السموم تُدعى أنزيمات المرحلة ${n}`),
    );
  });

  it('keeps a counted noun in its form: 3–10 only to 3–10 ("5 آلاف", never "20 آلاف")', () => {
    const [question] = arabicTrueStatementQuestions(only('تحدث 10 آلاف طفرة في الخليّة كلّ يوم.'), '');
    const numbers = question?.choices.map((choice) => Number(choice.text.match(/\d+/)?.[0]));
    expect(numbers?.every((n) => n >= 3 && n <= 10)).toBe(true);
  });

  it('asks the main idea and what came first without either showing the answer of the other', () => {
    const questions = arabicQuestions(analyseSection(cellPassage), cellPassage);
    const mainIdea = questions.find((question) => question.type === 'main_idea');
    const first = questions.find((question) => question.content === FIRST_STEM);
    expect(answerOf(mainIdea)).toBe('تحمل كلّ خليّة الجينات في نواتها');
    expect(answerOf(first)).toBe('الخليّة هي الوحدة الصغيرة التي تتألّف منها الكائنات الحيّة');
    // A section is asked one question of those that give each other away: both are asked only apart.
    expect(mainIdea?.choices.map((choice) => choice.text)).not.toContain(answerOf(first));
    for (const question of questions.filter((asked) => asked.type === 'sequence'))
      expect(question.choices.map((choice) => choice.text)).not.toContain(answerOf(mainIdea));
  });

  it('gives the Arabic fixture book five types, in Arabic, with blanks after the other kinds', () => {
    const { paragraphs } = extractEpubText(
      readFileSync('../shared/fixtures/epub/regime-anticancer-arabic.epub'),
    );
    const questions = sectionsOf(paragraphs).flatMap((section) => generateBuiltinQuestions(section, 4));
    expect(new Set(questions.map((question) => question.type)).size).toBeGreaterThanOrEqual(5);
    for (const question of questions) {
      expect(question.content).toMatch(/\p{Script=Arabic}/u);
      expect(question.explanation).not.toContain('The story says');
    }
  });
});
