import { describe, expect, it } from 'vitest';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';
import { statements } from './statements.ts';
import { whyQuestions } from './why-question.ts';

function whyOf(...texts: string[]) {
  const story = passage(...texts);
  return whyQuestions(story.analysis.sentences, story.events);
}

const village = [
  'The dogs barked because the stranger came.',
  'The baker closed his shop early.',
  'Mia ran to the river with her brother.',
  'The old cat slept under the warm stove.',
];

describe('why-questions', () => {
  it('asks why a thing happened, answered by the reason the text gives', () => {
    const [question] = whyOf(...village);
    expect(question?.type).toBe('why');
    expect(question?.content).toBe('Why did the dogs bark?');
    expect(correctChoice(question)).toBe('Because the stranger came');
    expect(question?.evidence).toEqual({
      paragraph_index: 0,
      sentence: 'The dogs barked because the stranger came.',
    });
    expect(question?.explanation).toContain('Because the stranger came');
  });

  it('gives other things from the text, said as reasons, as wrong answers', () => {
    const [question] = whyOf(...village);
    expect(wrongChoices(question)).toEqual([
      'Because the baker closed his shop early',
      'Because Mia ran to the river with her brother',
      'Because the old cat slept under the warm stove',
    ]);
  });

  it('finds reasons given with "so that", "in order to", a causal "since" and a leading "because"', () => {
    const stems = (text: string) => whyOf(text, ...village).map((q) => [q.content, correctChoice(q)]);
    expect(stems('Leo climbed the tree so that he could see the sea.')).toContainEqual([
      'Why did Leo climb the tree?',
      'So that he could see the sea',
    ]);
    expect(stems('Because it was raining, the children stayed inside.')).toContainEqual([
      'Why did the children stay inside?',
      'Because it was raining',
    ]);
    expect(stems('The fox sang loudly in order to win the cheese.')).toContainEqual([
      'Why did the fox sing loudly?',
      'In order to win the cheese',
    ]);
    expect(stems('The girl was sad since her kite was lost.')).toContainEqual([
      'Why was the girl sad?',
      'Since her kite was lost',
    ]);
  });

  it('words a negated clause and a so-that reason as a child would say them', () => {
    const [negated] = whyOf('He did not wonder at the fairies because their feet were small.', ...village);
    // Was "Why did he do not wonder at the fairies?".
    expect(negated?.content).toBe('Why did he not wonder at the fairies?');
    const [purpose] = whyOf('Leo climbed the tree so that he could see the sea.', ...village.slice(1));
    expect(wrongChoices(purpose)).toContain('So that the baker could close his shop early');
  });

  it('skips a result after a list of clauses, where what it explains is unclear', () => {
    const list =
      'He filled his pockets, his knapsack and his cap were filled, so that he could scarcely walk.';
    expect(whyOf(list, ...village.slice(1))).toEqual([]);
  });

  it('takes wrong reasons from statements too, where the section tells few events', () => {
    const story = passage(
      'The dogs barked because the stranger came.',
      'The night was cold and dark.',
      'The village is very small.',
      'And now the baker is a painter.',
      'Water streamed out of her hair.',
      'The old baker is a famous painter.',
    );
    expect(whyQuestions(story.analysis.sentences, story.events)).toEqual([]);
    const [question] = whyQuestions(story.analysis.sentences, statements(story.analysis, story.events));
    expect(wrongChoices(question)).toEqual([
      'Because the night was cold',
      'Because the village is very small',
      'Because the old baker is a famous painter',
    ]);
  });

  it('does not take a result for a reason ("so that" without could, would, might …)', () => {
    // Was "Why did the wind catch the leaves?" — "So that they danced about".
    expect(whyOf('The wind caught the leaves so that they danced about.', ...village.slice(1))).toEqual([]);
  });

  it('does not take a "since" of time or a "because of" for a reason', () => {
    expect(whyOf('The farmer has lived here since he was a boy.', ...village.slice(1))).toEqual([]);
    expect(whyOf('Nobody went out since Monday.', ...village.slice(1))).toEqual([]);
    expect(whyOf('The game stopped because of the rain.', ...village.slice(1))).toEqual([]);
  });

  // From childrens-literature.epub: reasons that were not found.
  it('finds a purpose after a comma, a clause ending in a list, and a subject with "then" or "now"', () => {
    const [minister] = whyOf(
      'The old Minister listened intently, so that he could repeat all that was said to the Emperor.',
      ...village.slice(1),
    );
    expect(minister?.content).toBe('Why did the old Minister listen intently?');
    expect(correctChoice(minister)).toBe('So that he could repeat all that was said to the Emperor');
    const [pipes] = whyOf(
      'Old Pipes then sat down on a stone, so that he should be nearer the dwarf.',
      ...village.slice(1),
    );
    expect(pipes?.content).toBe('Why did Old Pipes sit down on a stone?');
    const [rogues] = whyOf(
      'The rogues now began to demand more money, more silk, and more gold in order to proceed with the weaving.',
      ...village.slice(1),
    );
    expect(correctChoice(rogues)).toBe('In order to proceed with the weaving');
    expect(rogues?.content).toBe('Why did the rogues begin to demand more money, more silk, and more gold?');
  });

  it('still takes a result after a comma for no purpose (", so that he could scarcely walk")', () => {
    expect(whyOf('The boy ate the whole cake, so that he could scarcely walk.', ...village.slice(1))).toEqual(
      [],
    );
    expect(whyOf('The bell rang, so that no one could come across the moat.', ...village.slice(1))).toEqual(
      [],
    );
  });

  // FairytaleQA's experts ask why in one question of three; old tales give reasons with "for",
  // "so … that", ", so" and a deed's purpose far more often than with "because".
  it('finds reasons told as "so … that", ", so", ", for" and a deed’s purpose', () => {
    const around = [
      'The baker closed his shop early.',
      'Mia ran to the river with her brother.',
      'The old cat slept under the warm stove.',
    ];
    const [frightened] = whyOf(
      'Then the shepherds were so frightened that they ran home at once.',
      ...around,
    );
    expect(frightened?.content).toBe('Why did the shepherds run home at once?');
    expect(correctChoice(frightened)).toBe('Because they were so frightened');
    const [hungry] = whyOf('The boy was very hungry, so he ate the bread.', ...around);
    expect(hungry?.content).toBe('Why did he eat the bread?');
    expect(correctChoice(hungry)).toBe('Because the boy was very hungry');
    const [wars] = whyOf('He had a saber by his side, for he had been in the wars.', ...around);
    expect(wars?.content).toBe('Why did he have a saber by his side?');
    expect(correctChoice(wars)).toBe('Because he had been in the wars');
    const [water] = whyOf('The girl went to the well to fetch water.', ...around);
    expect(water?.content).toBe('Why did the girl go to the well?');
    expect(correctChoice(water)).toBe('To fetch water');
  });

  it('asks no why of "wanted to", "asked … to" or a reported "said that … to"', () => {
    expect(whyOf('The girl wanted to fetch water.', ...village.slice(1))).toEqual([]);
    expect(whyOf('The girl asked her mother to fetch water.', ...village.slice(1))).toEqual([]);
    expect(whyOf('He said that the only way to win was to run.', ...village.slice(1))).toEqual([]);
  });
});
