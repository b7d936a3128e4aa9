import { describe, expect, it } from 'vitest';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';
import { placeWhereQuestions } from './place-where-question.ts';

describe('where-questions about places', () => {
  const story = passage(
    'A crow found a piece of cheese on a window sill.',
    'The crow flew up into a tall tree.',
  );

  it('asks where something happened, with the place phrase as the answer', () => {
    const sill = placeWhereQuestions(story.events).find((q) => correctChoice(q) === 'On a window sill');
    expect(sill?.type).toBe('where');
    expect(sill?.content).toBe('Where did a crow find a piece of cheese?');
    expect(sill?.evidence).toEqual({
      paragraph_index: 0,
      sentence: 'A crow found a piece of cheese on a window sill.',
    });
  });

  it('gives other places, each a preposition and a place, as wrong answers', () => {
    const tree = placeWhereQuestions(story.events).find((q) => correctChoice(q) === 'Into a tall tree');
    expect(tree?.content).toBe('Where did the crow fly?');
    expect(wrongChoices(tree)).toContain('On a window sill');
    expect(wrongChoices(tree).every((choice) => /^(On|Into) (a|the) /.test(choice))).toBe(true);
  });

  // childrens-literature.epub, "Old Pipes and the Dryad": "Where did Old Pipes sit down?" ended on
  // its particle and was refused; "it came down into a complete stream" (the rain) is no movement.
  it('asks where a character sat down without the particle, and keeps it for anything else', () => {
    const story = passage(
      'Old Pipes then sat down on a stone.',
      'The old man walked into the garden.',
      'It came down into a complete stream.',
    );
    const asked = placeWhereQuestions(story.events);
    const stone = asked.find((q) => correctChoice(q) === 'On a stone');
    expect(stone?.content).toBe('Where did Old Pipes sit?');
    const stream = asked.find((q) => correctChoice(q) === 'Into a complete stream');
    expect(stream?.content).toBe('Where did it come down?');
  });

  // childrens-literature.epub, "Old Pipes and the Dryad".
  it('takes "toward" for a place, with everyday places the same way as wrong answers', () => {
    const home = placeWhereQuestions(passage('Old Pipes walked toward his home.').events)[0];
    expect(home?.content).toBe('Where did Old Pipes walk?');
    expect(correctChoice(home)).toBe('Toward his home');
    expect(wrongChoices(home).every((choice) => /^Toward the \p{Ll}+$/u.test(choice))).toBe(true);
  });

  // childrens-literature.epub, "The Steadfast Tin Soldier": "Where did she fly like a sylph just?".
  it('leaves "just" before the place out of the stem', () => {
    const stove = placeWhereQuestions(
      passage('The little dancer flew like a sylph just into the stove.', 'The boy ran into the garden.')
        .events,
    ).find((q) => correctChoice(q) === 'Into the stove');
    expect(stove?.content).toBe('Where did the little dancer fly like a sylph?');
  });

  it('does not take a time or a person for a place', () => {
    const story = passage('Leo woke up in the morning.', 'Mia ran to her brother.');
    expect(placeWhereQuestions(story.events)).toEqual([]);
  });

  // From childrens-literature.epub: "Where did it become as dark as if he had been?" → "In his box".
  it('takes no place from a clause after "if", "that" or "when"', () => {
    const story = passage(
      'It became as dark as if he had been in his box.',
      'A crow found a piece of cheese on a window sill.',
    );
    const asked = placeWhereQuestions(story.events).map((question) => question.content);
    expect(asked).toContain('Where did a crow find a piece of cheese?');
    expect(asked.join(' | ')).not.toMatch(/Where did it become/);
  });

  // From childrens-literature.epub: "Where did he turn away?" → "At the string", "Where does drew
  // cross on all the doors?", "Where did Everybody come to buy corn?".
  it('takes no place after "away", no lower-case first name as a subject, and lowers "Everybody"', () => {
    const story = passage(
      'He turned away at the string for another five minutes.',
      'He took a piece of chalk and drew crosses on all the doors in the town.',
      'Everybody came to buy corn at the farm.',
      'A crow found a piece of cheese on a window sill.',
    );
    const asked = placeWhereQuestions(story.events).map((question) => question.content);
    expect(asked).toContain('Where did everybody come to buy corn?');
    expect(asked.filter((stem) => /turn away|drew/.test(stem))).toEqual([]);
  });

  // From childrens-literature.epub: "Up the market", "Down the bridge" beside "Up the hill".
  it('gives everyday places that go with the answer’s preposition', () => {
    const [hill] = placeWhereQuestions(passage('The goat ran up the steep hill.').events);
    expect(correctChoice(hill)).toBe('Up the steep hill');
    expect(wrongChoices(hill)).toEqual(['Up the stairs', 'Up the ladder', 'Up the tree']);
  });

  it('gives no everyday places in a text that explains (present or "will"): they would point at the answer', () => {
    const explained = passage('The captions will appear under the formula segments.');
    expect(placeWhereQuestions(explained.events)).toEqual([]);
    const rule = passage('Each specification contains a Terminology section near the top.');
    expect(placeWhereQuestions(rule.events)).toEqual([]);
  });

  // From childrens-literature.epub, "The Nightingale": "Where did he stand there?" → "In his imperial robes".
  it('asks no place after "there" or "here": the place is already said', () => {
    const story = passage(
      'The Emperor stood there in his imperial robes.',
      'A crow found a piece of cheese on a window sill.',
    );
    const asked = placeWhereQuestions(story.events).map((question) => question.content);
    expect(asked).toContain('Where did a crow find a piece of cheese?');
    expect(asked.filter((content) => content.includes('stand'))).toEqual([]);
  });
});
