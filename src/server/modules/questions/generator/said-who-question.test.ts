import { describe, expect, it } from 'vitest';
import { charactersOf } from './characters.ts';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';
import { saidWhoQuestions, withoutPossessiveSpeakers } from './said-who-question.ts';
import { storyEvents } from './story-events.ts';

/** The said-who questions of a passage, with its characters as the generator gathers them. */
function saidWhoOf(p: ReturnType<typeof passage>, nearby: string[] = []) {
  const text = p.paragraphs.map((paragraph) => paragraph.content).join('\n');
  const characters = [...charactersOf(p.pools, p.events, p.analysis.sentences), ...nearby];
  return saidWhoQuestions(p.analysis, p.paragraphs, withoutPossessiveSpeakers(characters, text));
}

function saidWho(...texts: string[]) {
  return saidWhoOf(passage(...texts));
}

describe('said-who questions', () => {
  it('asks who said a line of dialogue, with other characters of the same form as wrong answers', () => {
    const questions = saidWho(
      'The Emperor sat on his golden throne.',
      '"I will hear the Nightingale!" said the Emperor.',
      '"She sings by the sea at night," said the cook.',
    );
    const emperor = questions.find((q) => q.content === 'Who said “I will hear the Nightingale!”?');
    expect(emperor?.type).toBe('said_who');
    expect(correctChoice(emperor)).toBe('The Emperor');
    expect(wrongChoices(emperor)).toContain('The cook');
    expect(wrongChoices(emperor).every((choice) => /^The \p{L}/u.test(choice))).toBe(true);
    expect(emperor?.evidence).toEqual({
      paragraph_index: 1,
      sentence: '"I will hear the Nightingale!" said the Emperor.',
    });
    // The line's own quotation marks turn single inside the explanation's double ones.
    expect(emperor?.explanation).toBe('The text says: “‘I will hear the Nightingale!’ said the Emperor.”');
  });

  it('finds a speaker followed by how they spoke (“said Gluck hesitatingly”, “rather gruffly”)', () => {
    const questions = saidWho(
      'Gluck opened the door, and Hans looked up.',
      '"I am all right, thank you," said the old gentleman rather gruffly.',
      '"But I am very sorry," said Gluck hesitatingly; "you are putting the fire out."',
    );
    const gentleman = questions.find((q) => q.content === 'Who said “I am all right, thank you”?');
    expect(correctChoice(gentleman)).toBe('The old gentleman');
    const gluck = questions.find((q) => q.content === 'Who said “But I am very sorry”?');
    expect(correctChoice(gluck)).toBe('Gluck');
    expect(wrongChoices(gluck)).toContain('Hans');
  });

  // "The King of the Golden River": "Who said “Come, Gluck, my boy”? → The voice out".
  it('leaves out a word that begins what follows the speaker (“said the voice out of the pot”)', () => {
    const questions = saidWho(
      'Gluck looked into the pot, and Hans looked up.',
      '"Come, Gluck, my boy," said the voice out of the pot again.',
      '"I am all right, thank you," said the old gentleman.',
    );
    const voice = questions.find((q) => q.content === 'Who said “Come, Gluck, my boy”?');
    expect(correctChoice(voice)).toBe('The voice');
  });

  it('hears the speech verbs of fairy tales: retorted, snarled, twittered, proceeded', () => {
    const questions = saidWho(
      'The soldier and the witch stood by the tree.',
      '"You have had your money," retorted the witch.',
      '"What is your business?" snarled Hans.',
      '"Go away, both of you," said Gluck.',
    );
    const witch = questions.find((q) => q.content === 'Who said “You have had your money”?');
    expect(correctChoice(witch)).toBe('The witch');
    expect(wrongChoices(witch)).toContain('The soldier');
    expect(questions.map(correctChoice)).toContain('Hans');
  });

  // childrens-literature.epub, "The Tinder-Box": "“Do you see that great tree?” quoth the witch".
  it('hears "quoth", and what the speaker does after it', () => {
    const p = passage(
      'The soldier and the witch stood by the road.',
      '"Do you see that great tree?" quoth the witch; and she pointed to a tree.',
    );
    const witch = saidWhoOf(p).find((q) => q.content === 'Who said “Do you see that great tree?”?');
    expect(correctChoice(witch)).toBe('The witch');
    const deeds = storyEvents(p.analysis, { withAsides: true }).map((event) => event.text);
    expect(deeds).toContain('The witch pointed to a tree');
  });

  it('finds the speaker before the line too, and names as wrong answers for a name', () => {
    const [question] = saidWho(
      'Mia looked at the sky. Leo waved.',
      'Leo said, "The kite is stuck in the tree."',
    );
    expect(question?.content).toBe('Who said “The kite is stuck in the tree.”?');
    expect(correctChoice(question)).toBe('Leo');
    expect(wrongChoices(question)).toContain('Mia');
    expect(wrongChoices(question).every((choice) => !/^The\s/.test(choice))).toBe(true);
  });

  it('asks who said a line when the speaker is "a …" or "an …" (The Ugly Duckling), not a line said twice', () => {
    const duckling = saidWho(
      'The Duckling sat in the nest, and the Hen would not look at it.',
      '"Well, how goes it?" asked an old Duck who had come to pay her a visit.',
      '"It lasts a long time with that one egg," said the Duck who sat there.',
    );
    const visitor = duckling.find((q) => q.content === 'Who said “Well, how goes it?”?');
    expect(correctChoice(visitor)).toBe('An old Duck');
    // The Emperor's New Clothes: a little child says it, then all the people cry it — two answers.
    const emperor = saidWho(
      '"But he has nothing on!" said a little child.',
      '"Just listen to the innocent!" said its father.',
      '"But he has nothing on!" at last cried all the people.',
    );
    expect(emperor.map((q) => q.content)).not.toContain('Who said “But he has nothing on!”?');
  });

  it('asks nothing when the speaker is only a pronoun or the line names the speaker', () => {
    expect(saidWho('"I am hungry," she said.')).toEqual([]);
    expect(saidWho('"Tom is here," said Tom.')).toEqual([]);
  });

  // From childrens-literature.epub, "The Emperor's New Clothes": the rogues' line and the man's thought.
  it('finds "both rogues" as a speaker and asks "who thought" of a thought', () => {
    const questions = saidWho(
      'The Emperor soon sent another faithful friend to see how soon the new clothes would be ready.',
      '"Isn\'t that a pretty piece of stuff?" asked both rogues, showing and explaining the handsome pattern.',
      '"I am not stupid!" thought the man. "It must be that I am not worthy of my good position."',
    );
    expect(correctChoice(questions.find((q) => q.content.includes('pretty piece of stuff')))).toBe(
      'Both rogues',
    );
    const thought = questions.find((q) => q.content === 'Who thought “I am not stupid!”?');
    expect(correctChoice(thought)).toBe('The man');
  });

  it('takes no title after "called" for a line ("the one called "The Selfish Giant."")', () => {
    expect(
      saidWho(
        'Another story in this same volume widely used by teachers is the one called "The Selfish Giant."',
      ),
    ).toEqual([]);
  });

  it('offers no wrong answer the section names through a possessive as they speak ("replied his visitor")', () => {
    // The King of the Golden River: the old gentleman is Gluck's visitor.
    const texts = [
      'The visitor stood by the fire.',
      '"I am all right, thank you," said the old gentleman rather gruffly.',
      '"But—sir—I\'m very sorry," said Gluck hesitatingly.',
      '"It\'ll take longer to do the mutton, then," replied his visitor dryly.',
    ];
    const p = passage(...texts);
    const questions = saidWhoOf(p, ['Schwartz', 'Hans']);
    const gentleman = questions.find((q) => correctChoice(q) === 'The old gentleman');
    expect(gentleman).toBeDefined();
    expect(wrongChoices(gentleman)).not.toContain('The visitor');
    expect(withoutPossessiveSpeakers(['The visitor', 'Gluck'], texts.join('\n'))).toEqual(['Gluck']);
    expect(withoutPossessiveSpeakers(['The visitor', 'Gluck'], 'Her mother said nothing.')).toEqual([
      'The visitor',
      'Gluck',
    ]);
  });

  it('offers no common noun that only opens a sentence as a speaker ("Water streamed out of her hair")', () => {
    const questions = saidWho(
      'It was a young Princess that stood outside the gate. Water streamed out of her hair. Water ran out at the heels.',
      'The kind old King himself went down to open the castle gate. Rose waved to him, and he smiled at Rose.',
      '"Well, we will soon find out about that!" thought the Queen.',
    );
    const queen = questions.find(
      (q) => q.content === 'Who thought “Well, we will soon find out about that!”?',
    );
    expect(correctChoice(queen)).toBe('The Queen');
    expect(wrongChoices(queen)).not.toContain('Water');
    // A name that the section also writes with a capital inside a sentence stays a character.
    expect(wrongChoices(queen)).toContain('Rose');
  });
});
