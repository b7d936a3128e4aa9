import { describe, expect, it } from 'vitest';
import { mainIdeaQuestions } from './main-idea-question.ts';
import { nearbyStatements } from './nearby-statements.ts';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';
import { statements } from './statements.ts';

const kite = passage(
  'Mia had a red kite. She flew the kite in the park every Saturday.',
  'One day the kite string slipped out of her hand. The kite landed in an oak tree.',
  'Her brother climbed a ladder. He found a bird nest in the branches.',
  'Leo gave the kite back to Mia. The kite was safe again.',
);

describe('main-idea questions', () => {
  it('answers with the event whose words run through the most paragraphs, against details', () => {
    const [question] = mainIdeaQuestions(kite.events, kite.paragraphs);
    expect(question?.type).toBe('main_idea');
    expect(question?.content).toBe('What is this part mostly about?');
    expect(correctChoice(question)).toMatch(/kite/);
    expect(wrongChoices(question)).toHaveLength(3);
    expect(wrongChoices(question).every((choice) => choice.split(' ').length >= 3)).toBe(true);
    expect(kite.text).toContain(question?.evidence.sentence);
  });

  it('takes other sections’ central events as wrong answers when it has them', () => {
    const others = ['The family moved to a big city', 'Grandma baked three pies', 'The dog chased a cat'];
    const [question] = mainIdeaQuestions(kite.events, kite.paragraphs, others);
    expect(wrongChoices(question).sort()).toEqual(others.sort());
  });

  it('asks nothing of a section under three paragraphs', () => {
    const short = passage('Mia had a red kite. She flew the kite.', 'Leo gave the kite back to Mia.');
    expect(mainIdeaQuestions(short.events, short.paragraphs)).toEqual([]);
  });

  it('asks it of a text that explains rather than tells, from its statements (it asked nothing)', () => {
    const trees = passage(
      'Trees are tall plants with a woody trunk. Most trees live for many years.',
      'The roots of trees take water from the soil. Worms are common in the soil.',
      'The leaves of trees make food from sunlight. Birds are often seen in the leaves.',
    );
    expect(mainIdeaQuestions(trees.events, trees.paragraphs)).toEqual([]);
    const [question] = mainIdeaQuestions(statements(trees.analysis, trees.events), trees.paragraphs);
    expect(correctChoice(question)).toMatch(/trees/i);
    expect(wrongChoices(question)).toHaveLength(3);
  });

  it('never answers with a heading, a numbered title or a line without a verb', () => {
    const garden = passage(
      '4. An Eastern Garden',
      'Roses grew by the pond. The gardener watered them every morning.',
      'An old wall ran around it. Birds sat on the wall and sang.',
      'Visitors came from the East to see the garden. They bowed to the gardener.',
    );
    const [question] = mainIdeaQuestions(statements(garden.analysis, garden.events), garden.paragraphs);
    expect(question?.choices.map((choice) => choice.text)).not.toContain('4. An Eastern Garden');
    for (const heading of ['An Eastern Garden', 'III. How the King Rode Away', 'The King Rode Away']) {
      const titled = passage(heading, 'The king rode away. He came back at night.');
      expect(statements(titled.analysis, titled.events).map((claim) => claim.text)).not.toContain(heading);
    }
  });

  // From childrens-literature.epub: wrong answers that were no statements beside the right one.
  it('takes no phrase or question as a statement', () => {
    const fragments = passage(
      'Accompanied by a number of his friends, the Emperor went to the weavers.',
      'Like many great writers whose fame now rests on children, he was poor.',
      'Am I a dunce? The Emperor looked at the empty looms.',
    );
    expect(statements(fragments.analysis, fragments.events).map((claim) => claim.text)).toEqual([
      'The Emperor looked at the empty looms',
    ]);
    // From trees.epub: the tagger calls "Age" a verb; the sentence is a statement all the same.
    const trees = passage('Age determination in this manner is also impossible in endogenous trees.');
    expect(statements(trees.analysis, trees.events)).toHaveLength(1);
  });
});

// From epub30-spec.epub §37 "Fallbacks": four paragraphs on fallbacks, too few details of its own.
describe('main-idea questions of a text that explains', () => {
  const fallbacks = passage(
    'EPUB defines a variety of means for providing fallbacks so that alternate renditions can be made available.',
    'Publication and content-level fallbacks are defined in Restrictions and Fallbacks [Publications30].',
    'Such fallbacks may be used for a graphic novel.',
  );
  const claims = statements(fallbacks.analysis, fallbacks.events);
  const around = [
    'The OCF container format supports UTF-8',
    'Media Overlays provide the ability to synchronize text and audio',
    'The spine defines the default reading order',
  ];

  it('takes statements of the text around as wrong answers when its own details are too few', () => {
    expect(mainIdeaQuestions(claims, fallbacks.paragraphs)).toEqual([]);
    const [question] = mainIdeaQuestions(claims, fallbacks.paragraphs, [], () => around);
    expect(correctChoice(question)).toMatch(/fallbacks/);
    expect(wrongChoices(question).some((choice) => around.includes(choice))).toBe(true);
  });

  it('reads none of the text around when its own details are enough', () => {
    let asked = false;
    mainIdeaQuestions(kite.events, kite.paragraphs, [], () => {
      asked = true;
      return around;
    });
    expect(asked).toBe(false);
  });
});

describe('statements of the text around a section', () => {
  it('gives whole statements the section is not about, and none it is about', () => {
    const nearby = [
      'The spine defines the default reading order of the Publication.',
      'Fallbacks are defined for every foreign resource in the manifest.',
    ];
    expect(nearbyStatements(nearby, 'EPUB defines fallbacks for foreign resources in the manifest.')).toEqual(
      ['The spine defines the default reading order of the Publication'],
    );
  });
});
