import { describe, expect, it } from 'vitest';
import { analyseSection } from '../section-analysis.ts';
import { leadingClause } from './arabic-leading-clause.ts';
import { arabicSequenceQuestions, FIRST_STEM } from './arabic-sequence-question.ts';
import { isShownIn, plainArabic } from './arabic-words.ts';

const clauseOf = (text: string) => {
  const [sentence] = analyseSection([{ paragraph_index: 0, content: text }]).sentences;
  return sentence && leadingClause(sentence);
};

describe('a long Arabic sentence’s first clause as a statement', () => {
  it('takes the clause before "، و…" when it opens with a verb, a pronoun or a noun and its verb', () => {
    expect(
      clauseOf(
        'بعضها سيتحوّل إلى خلايا قلبيّة، وبعضها الآخر إلى خلايا الكليتين، وبعضها إلى خلايا الدماغ أو الكبد.',
      ),
    ).toBe('بعضها سيتحوّل إلى خلايا قلبيّة');
    expect(
      clauseOf(
        'نحن نعرف مثلًا أنّ سوء التغذية عمومًا يُضعف القدرة على إصلاح الدنا، وأنّ فاكهة مثل الكيوي تعزّزها.',
      ),
    ).toBe('نحن نعرف مثلًا أنّ سوء التغذية عمومًا يُضعف القدرة على إصلاح الدنا');
    expect(clauseOf('وهذه الخلايا الأربع تولّد ثماني خلايا، ثمّ ستّ عشرة خليّة، فاثنتين وثلاثين خليّة.')).toBe(
      'وهذه الخلايا الأربع تولّد ثماني خلايا',
    );
  });

  it('takes no fragment: a purpose, a list head, a noun phrase, a preposition, a condition', () => {
    for (const sentence of [
      'لنفهم سبب أهمّيّة هذا العلم إلى هذا الحدّ، ولماذا رأيت أنّ الوقت حان، يمكننا أن نلجأ إلى المنطق.',
      'جينات تنظّم وتتحكّم بظاهرة الانقسام وبالتالي حياة الخلايا وموتها، وجينات تحمل المعلومات الضروريّة.',
      'هذه الجذور المضرّة بحمض الدنا، ونحن نتكلّم عنها كثيرًا في هذا الكتاب.',
      'في كلّ ما نأكله وما نشربه كلّ يوم، وفي كلّ ما نتنفّسه أيضًا.',
      'إن تضرّرت جينة مسؤولة عن انقسام الخلايا، وتوقّف عملها في الظروف العادية.',
      // A list head whose noun looks like a present verb; a number ("ثمانية") is no "ثمّ".
      'نباتات تعيش في الماء العذب، ونباتات تعيش في البحر.',
      'هي تنتج البروتينات في الريبوسومات، ثمانية أنواع منها على الأقل.',
    ])
      expect(clauseOf(sentence)).toBeUndefined();
  });

  it('takes no clause that the sentence goes on to finish ("…، ستبدأ بالتمايز")', () => {
    expect(
      clauseOf('فآلاف الخلايا هذه التي ستتحول بسرعة إلى ملايين الخلايا الجديدة، مبدئيًّا، ستبدأ بالتمايز.'),
    ).toBeUndefined();
  });

  it('lets "What came first?" choose among clauses too, with the whole sentence as evidence', () => {
    const sentences = analyseSection(
      [
        'بعضها سيتحوّل إلى خلايا قلبيّة، وبعضها الآخر إلى خلايا الكليتين، وبعضها إلى خلايا الدماغ أو الكبد أو الطحال.',
        'وستجتمع هذه الخلايا المتمايزة تبعًا لميزاتها الخاصّة لتشكّل الأعضاء.',
        'فالخليّة الأولى، منذ تلقيحها، ستولّد ملايين مليارات الخلايا الأخرى.',
        'كلّ الخلايا التي تؤدّي الوظيفة نفسها ستجتمع وتشكّل أعضاء.',
      ].map((content, paragraph_index) => ({ paragraph_index, content })),
    ).sentences;
    expect(arabicSequenceQuestions(sentences)).toEqual([]);
    const [first] = arabicSequenceQuestions(sentences, { withClauses: true });
    expect(first?.content).toBe(FIRST_STEM);
    expect(first?.choices.find((choice) => choice.is_correct)?.text).toBe('بعضها سيتحوّل إلى خلايا قلبيّة');
    expect(first?.evidence.sentence).toMatch(/^بعضها سيتحوّل إلى خلايا قلبيّة، وبعضها الآخر/u);
  });
});

describe('a statement another question shows', () => {
  // The main idea "تنتج الخلايا البروتينات …، وتنقلها …" shows its first clause, a choice of "What came first?".
  it('is the statement itself, a sentence holding it or a clause of it', () => {
    const shown = new Set([
      plainArabic('تنتج الخلايا البروتينات في الريبوسومات، وتنقلها إلى أجزاء الخلية الأخرى'),
    ]);
    expect(isShownIn('تنتج الخلايا البروتينات في الريبوسومات', shown)).toBe(true);
    expect(
      isShownIn('تنتج الخلايا البروتينات في الريبوسومات، وتنقلها إلى أجزاء الخلية الأخرى بسرعة', shown),
    ).toBe(true);
    expect(isShownIn('تنقسم الخلايا إلى خليّتين', shown)).toBe(false);
  });
});
