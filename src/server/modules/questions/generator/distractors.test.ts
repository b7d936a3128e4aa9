import { describe, expect, it } from 'vitest';
import { pickDistractors, type TermPools } from './distractors.ts';
import type { KeyTerm, TermKind } from './key-terms.ts';

const term = (kind: TermKind, text: string, start = 3): KeyTerm => ({
  kind,
  text,
  start,
  end: start + 1,
  plural: false,
});

describe('pickDistractors', () => {
  it('takes terms of the same kind from the section first, most frequent first', () => {
    const pools: TermPools = new Map([
      ['person', ['Mia', 'Leo', 'Rosa', 'Ada']],
      ['place', ['Paris']],
    ]);
    expect(pickDistractors(term('person', 'Leo'), 'Who climbed the ladder?', pools)).toEqual([
      'Mia',
      'Rosa',
      'Ada',
    ]);
  });

  it('never offers the answer reworded, a duplicate, or a word the question already shows', () => {
    const pools: TermPools = new Map([
      ['thing', ['Red Kite', 'kite string', 'kite', 'KITE', 'tree', 'pond', 'Pond', 'bird']],
    ]);
    expect(pickDistractors(term('thing', 'kite'), 'What did Mia see in the tree?', pools)).toEqual([
      'pond',
      'bird',
      'basket',
    ]);
  });

  it('offers no one the question names with another article ("that little man" is "The little man")', () => {
    const pools: TermPools = new Map([['person', ['The little man', 'The miller', 'The queen', 'The cook']]]);
    expect(
      pickDistractors(term('person', 'The princess'), 'Who wondered who that little man could be?', pools),
    ).toEqual(['The miller', 'The queen', 'The cook']);
  });

  it('falls back to safe generic terms of the same kind, shaped like the answer', () => {
    expect(pickDistractors(term('number', '1865'), 'In _____ they moved.', new Map())).toEqual([
      '1875',
      '1855',
      '1890',
    ]);
    expect(pickDistractors(term('thing', 'Cats', 0), '_____ purr.', new Map())).toEqual([
      'Basket',
      'Window',
      'Garden',
    ]);
  });

  // epub30-spec.epub: "What does this section define …? → deviations | baskets | windows | gardens".
  it('takes no everyday filler for a text that explains, but still nearby numbers', () => {
    const everyday = false;
    expect(pickDistractors(term('thing', 'deviations', 0), 'What is defined?', new Map(), { everyday })).toBe(
      undefined,
    );
    expect(
      pickDistractors(term('number', '1865'), 'In _____ it was defined.', new Map(), { everyday }),
    ).toEqual(['1875', '1855', '1890']);
    // epub30-spec.epub: "_____ must be other seq or par elements. → seq children | farmers | teachers | bakers".
    expect(
      pickDistractors(term('thing', 'seq children', 0), '_____ must be other seq elements.', new Map(), {
        everyday,
      }),
    ).toBeUndefined();
  });

  it('uses Arabic generic words for an Arabic answer', () => {
    const distractors = pickDistractors(term('word', 'الخلايا'), '_____ تتكاثر', new Map());
    expect(distractors?.every((word) => /\p{Script=Arabic}/u.test(word))).toBe(true);
  });

  it('offers people from the text, never a vague "the man", and at most two everyday names', () => {
    const pools = new Map([['person' as const, ['the man', 'Someone', 'Fairyfoot']]]);
    expect(pickDistractors(term('person', 'Tom'), 'Who ran?', pools)).toEqual(['Fairyfoot', 'Lily', 'Sam']);
    // Was "Lily | Sam | Maria" beside the one name from the story, which gave it away.
    expect(pickDistractors(term('person', 'Tom'), 'Who ran?', new Map())).toBeUndefined();
  });

  // From childrens-literature.epub: "What did he have on his back?" → knapsack | soldier | poet | evening.
  it('never offers people beside a thing, nor things beside a person', () => {
    const pools: TermPools = new Map([
      ['thing', ['soldier', 'children', 'poet', 'evening', 'tinder-box', 'witch', 'apron']],
    ]);
    const beside = (answer: string) => pickDistractors(term('thing', answer), 'What did he have?', pools);
    expect(beside('knapsack')).toEqual(['evening', 'tinder-box', 'apron']);
    expect(beside('friend')).toEqual(['soldier', 'children', 'poet']);
    // Too few people in the section: everyday ones, never things.
    expect(pickDistractors(term('thing', 'chambermaid'), 'In came the _____.', new Map())).toEqual([
      'farmer',
      'teacher',
      'baker',
    ]);
  });
});

describe('pickDistractors for a character or a thing', () => {
  // childrens-literature.epub: "… said _____. → Robin Goodfellow | Voice | Elbow | Fairyfoot".
  it('offers a speaker other characters only, never the things of the section', () => {
    const pools: TermPools = new Map([
      ['name', ['Robin Goodfellow', 'Voice', "Don't", 'Don’t']],
      ['person', ['The little man', 'Minister']],
      ['thing', ['elbow', 'feet', 'company']],
    ]);
    const choices = pickDistractors(term('name', 'Fairyfoot'), '"I am very lonely," said _____.', pools);
    expect(choices).toEqual(['Robin Goodfellow', 'The little man', 'Minister']);
  });

  // "… it was just this _____ who became remarkable. → Leg | Castle | Soldier | Table".
  it('offers a capitalised person people and animals, and gives up rather than offer a table', () => {
    const pools: TermPools = new Map([
      ['name', ['Leg', 'Castle', 'Dancer', 'Table', 'Goblin', 'Rat']],
      ['thing', ['box', 'toys']],
    ]);
    const question = 'And it was just this _____ who became remarkable.';
    expect(pickDistractors(term('name', 'Soldier'), question, pools)).toEqual(['Dancer', 'Goblin', 'Rat']);
    expect(
      pickDistractors(term('name', 'Soldier'), question, new Map([['name', ['Leg', 'Castle', 'Dancer']]])),
    ).toBe(undefined);
  });

  // "… the wood this _____. → winter | tell | night | everything".
  it('offers no word that is no noun at all, but keeps plurals WordNet cannot undo', () => {
    const pools: TermPools = new Map([['thing', ['everything', 'night', 'feet', 'quickly', 'forest']]]);
    expect(pickDistractors(term('thing', 'winter'), 'I came out of the wood this _____.', pools)).toEqual([
      'night',
      'feet',
      'forest',
    ]);
  });

  // childrens-literature.epub: "Who took her for his wife? → The Prince | The wife | The Queen | The Emperor".
  it('offers no one the question names, a single word included', () => {
    const pools: TermPools = new Map([['person', ['The wife', 'The Queen', 'The Emperor', 'The cook']]]);
    expect(pickDistractors(term('person', 'The Prince'), 'who took her for his wife?', pools)).toEqual([
      'The Queen',
      'The Emperor',
      'The cook',
    ]);
  });

  // "… made _____ shrink away. → Death | Emperor writhed | Nightingale": a name run on into its verb.
  it('offers no name the tagger ran on into the verb after it', () => {
    const pools: TermPools = new Map([['name', ['Emperor writhed', 'Nightingale', 'Andersen', 'Beauty']]]);
    expect(
      pickDistractors(term('name', 'Death'), 'This contact with real life made _____ shrink away.', pools),
    ).toEqual(['Nightingale', 'Andersen', 'Beauty']);
  });
});
