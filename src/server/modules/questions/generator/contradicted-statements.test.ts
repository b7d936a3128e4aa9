import { describe, expect, it } from 'vitest';
import { normalizeChoiceText } from '#contract/questions.ts';
import { contradiction } from './contradicted-statements.ts';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';
import { statements } from './statements.ts';
import { trueStatementQuestions } from './true-statement-question.ts';

const turned = (sentence: string) => {
  const { analysis, events } = passage(sentence);
  const [claim] = statements(analysis, events);
  return claim && contradiction(claim.tokens);
};

describe('statements turned round', () => {
  it('turns the rules and facts of a specification into what the text rules out', () => {
    expect(turned('Reading Systems must trim leading whitespace from the value.')).toBe(
      'Reading Systems must not trim leading whitespace from the value',
    );
    expect(turned('A Reading System must not fail when encountering unknown expressions.')).toBe(
      'A Reading System must fail when encountering unknown expressions',
    );
    expect(turned('Multiple identifier elements are permitted.')).toBe(
      'Multiple identifier elements are not permitted',
    );
    expect(turned('EPUB 3 also supports both OpenType and WOFF font formats.')).toBe(
      'EPUB 3 does not support both OpenType and WOFF font formats',
    );
    expect(turned('The href attribute of the link element identifies the location of the resource.')).toBe(
      'The href attribute of the link element does not identify the location of the resource',
    );
    expect(turned('A Publication can belong to more than one group.')).toBe(
      'A Publication cannot belong to more than one group',
    );
  });

  // epub30-spec.epub: the tagger calls "referenced", "manifest" and "documents" verbs there.
  it('reads a word the tagger calls a verb inside the subject as part of it', () => {
    expect(turned('The referenced item must be an XHTML Content Document.')).toBe(
      'The referenced item must not be an XHTML Content Document',
    );
    expect(turned('The order of item elements in the manifest is not significant.')).toBe(
      'The order of item elements in the manifest is significant',
    );
    expect(
      turned('Resources identified by the link element href attribute must not be listed in the manifest.'),
    ).toBe('Resources identified by the link element href attribute must be listed in the manifest');
  });

  it('turns nothing that hedges or counts: its opposite is not ruled out', () => {
    for (const sentence of [
      'Reading Systems may ignore the guide element.',
      'Authors should include a title for each page.',
      'Not all formats are accessible in their native format.',
      'Every metadata section must include at least one identifier element.',
      'The EPUB Working Group strongly recommends that Authors use accessible tools.',
      'The specified pronunciation must therefore match the text in its entirety.',
    ])
      expect(turned(sentence)).toBeUndefined();
  });
});

// From epub30-spec.epub, whose sections asked "Which of these is true?" in 1 % of their questions.
describe('which is true, of a text that explains', () => {
  const rules = passage(
    'The spine element defines the default reading order of the Publication.',
    'The manifest is not self-referencing.',
    'Resources must not be listed twice in the manifest.',
    'The itemref element references an item in the manifest.',
  );
  const claims = statements(rules.analysis, rules.events);
  const [question] = trueStatementQuestions(claims, rules.pools, rules.text);

  it('offers a rule of the section and three the section contradicts, one as positive as the truth', () => {
    expect(question?.type).toBe('true_statement');
    expect(normalizeChoiceText(rules.text)).toContain(normalizeChoiceText(correctChoice(question) ?? ''));
    expect(wrongChoices(question)).toHaveLength(3);
    for (const wrong of wrongChoices(question))
      expect(normalizeChoiceText(rules.text)).not.toContain(normalizeChoiceText(wrong));
    const negative = (text: string) => / not /.test(text);
    const truthIsNegative = negative(correctChoice(question) ?? '');
    expect(wrongChoices(question).some((wrong) => negative(wrong) === truthIsNegative)).toBe(true);
  });

  it('never offers the true statement turned round, nor a swapped term the text only leaves unstated', () => {
    const truth = claims.find((claim) => claim.text === correctChoice(question));
    expect(truth).toBeDefined();
    expect(wrongChoices(question)).not.toContain(truth && contradiction(truth.tokens));
    const opposites = claims.map((claim) => contradiction(claim.tokens));
    for (const wrong of wrongChoices(question)) expect(opposites).toContain(wrong);
  });

  it('asks nothing when every wrong answer would say "not" and the true one would not', () => {
    const positiveRules = [
      'The spine element defines the default reading order.',
      'The metadata element encapsulates the Publication metadata.',
      'The package element is the root element of the Package Document.',
      'The itemref element references an item in the manifest.',
      'The guide element identifies the fundamental structural components.',
    ];
    const asked = (texts: string[]) => {
      const { analysis, events, pools, text } = passage(...texts);
      const claims = statements(analysis, events);
      // Enough plain rules to turn round: only the "not" rule can hold the question back.
      expect(claims.filter((claim) => claim.plain).length).toBeGreaterThanOrEqual(4);
      return trueStatementQuestions(claims, pools, text);
    };
    expect(asked(positiveRules)).toEqual([]);
    expect(asked([...positiveRules, 'Resources must not be listed twice in the manifest.'])).toHaveLength(1);
  });
});

describe('which is true, of rules that only allow', () => {
  // From epub30-spec.epub §470: "The device supports may modify attributes" beside "Scripts may modify attributes".
  it('swaps no doer of a rule: another doer is unstated there, not false', () => {
    const allowed = passage(
      'Scripts may modify attributes and styles of the page.',
      'Reading Systems may ignore the guide element.',
      'Authors may include a cover image in the Publication.',
      'The device may support touch events.',
    );
    expect(
      trueStatementQuestions(statements(allowed.analysis, allowed.events), allowed.pools, allowed.text),
    ).toEqual([]);
  });
});
