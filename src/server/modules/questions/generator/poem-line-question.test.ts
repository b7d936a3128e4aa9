import { describe, expect, it } from 'vitest';
import { generateBuiltinQuestions } from './builtin-question-generator.ts';
import { correctChoice, wrongChoices } from './passage.fixture.ts';
import { justAfterLeavingOut, poemLineQuestions } from './poem-line-question.ts';

const paragraphs = (...contents: string[]) =>
  contents.map((content, index) => ({ paragraph_index: 10 + index, content }));

const stanza = [
  'The Owl and the Pussy-cat went to sea\nIn a beautiful pea-green boat,',
  'They took some honey, and plenty of money,\nWrapped up in a five-pound note.',
  'The Owl looked up to the stars above,\nAnd sang to a small guitar,',
];

describe('questions on the lines of a poem', () => {
  it('asks which line comes just after another, against the stanza’s other lines', () => {
    const questions = poemLineQuestions(paragraphs(...stanza));
    const [after] = questions;
    expect(after?.type).toBe('sequence');
    expect(after?.content).toBe(
      'In the poem, which line comes just after “The Owl and the Pussy-cat went to sea”?',
    );
    expect(correctChoice(after)).toBe('In a beautiful pea-green boat,');
    expect(wrongChoices(after).sort()).toEqual([
      'The Owl looked up to the stars above,',
      'They took some honey, and plenty of money,',
      'Wrapped up in a five-pound note.',
    ]);
    expect(after?.evidence).toEqual({ paragraph_index: 10, sentence: 'In a beautiful pea-green boat,' });
    expect(after?.explanation).toContain('went to sea / In a beautiful pea-green boat,');
  });

  it('leaves out a line number set after a space, as the tenth lines are numbered', () => {
    // The Waste Land, lines 99–102.
    const lines = paragraphs(
      'The change of Philomel, by the barbarous king',
      'So rudely forced; yet there the nightingale 100',
      'Filled all the desert with inviolable voice',
      'And still she cried, and still the world pursues,',
    );
    const first = poemLineQuestions(lines).find((question) => question.content.includes('comes first'));
    expect(correctChoice(first)).toBe('The change of Philomel, by the barbarous king');
    expect(wrongChoices(first)).toContain('So rudely forced; yet there the nightingale');
  });

  it('asks which of four lines, one a paragraph, comes first, without the line numbers', () => {
    const lines = paragraphs(
      'Summer surprised us, coming over the lake',
      'With a shower of rain; we stopped in the colonnade,',
      'And went on in sunlight, into the garden,10',
      'And drank coffee, and talked for an hour.',
    );
    const [first, last, ...more] = poemLineQuestions(lines);
    expect(more).toEqual([]);
    expect(first?.content).toBe('Which of these lines comes first in this part of the poem?');
    expect(last?.content).toBe('Which of these lines comes last in this part of the poem?');
    expect(correctChoice(last)).toBe('And drank coffee, and talked for an hour.');
    expect(wrongChoices(last)).toContain('Summer surprised us, coming over the lake');
    expect(correctChoice(first)).toBe('Summer surprised us, coming over the lake');
    expect(wrongChoices(first)).toContain('And went on in sunlight, into the garden,');
    expect(first?.evidence.paragraph_index).toBe(10);
  });

  it('asks nothing of prose, a reference list, a list of values or headings', () => {
    const story = paragraphs(
      'There was once a Prince who wanted to marry a Princess. But it was only a real Princess that he wanted to marry.',
      'He traveled all over the world to find a real one. But there was always something that did not seem quite right.',
      'So he came home again and was sad, for he would have liked very much to have a real Princess.',
      'One evening a terrible storm came on; there was thunder and lightning, and the rain poured down.',
    );
    const references = paragraphs(
      'Baum, L. Frank, The Wizard of Oz.',
      'Benson, A. C., David Blaize and the Blue Door.',
      'Beston, H. B., The Firelight Fairy Book.',
      'Brown, Abbie Farwell, The Lonesomest Doll.',
    );
    const values = paragraphs(
      'The following are examples of allowed clock values:',
      '5:34:31.396 = 5 hours, 34 minutes, 31 seconds and 396 milliseconds',
      '124:59:36 = 124 hours, 59 minutes and 36 seconds',
      '0:05:01.2 = 5 minutes, 1 second and 200 milliseconds',
    );
    expect(poemLineQuestions(story)).toEqual([]);
    expect(poemLineQuestions(references)).toEqual([]);
    expect(poemLineQuestions(values)).toEqual([]);
    expect(
      poemLineQuestions(paragraphs('I. THE BURIAL OF THE DEAD', 'T.S. Eliot', 'The Waste Land', '201')),
    ).toEqual([]);
  });

  it('gives a section in verse a question on its lines', () => {
    const questions = generateBuiltinQuestions({ chunk_index: 0, paragraphs: paragraphs(...stanza) }, 4);
    const poemLines = questions.filter((question) =>
      /which line comes|lines comes first/.test(question.content),
    );
    expect(poemLines.length).toBeGreaterThanOrEqual(1);
    expect(poemLines[0]?.type).toBe('sequence');
  });

  it('asks a four-line stanza where its first and its last line stand: seeing a line tells not its place', () => {
    const lines = paragraphs(
      'April is the cruellest month, breeding',
      'Lilacs out of the dead land, mixing',
      'Memory and desire, stirring',
      'Dull roots with spring rain.',
    );
    const questions = generateBuiltinQuestions({ chunk_index: 0, paragraphs: lines }, 4);
    const places = questions.filter((question) => /lines comes (?:first|last)/.test(question.content));
    expect(places.map(correctChoice).sort()).toEqual([
      'April is the cruellest month, breeding',
      'Dull roots with spring rain.',
    ]);
  });

  it('asks a four-line stanza which line comes just after another, with lines of the poem around it as wrong answers', () => {
    const lines = paragraphs(
      'April is the cruellest month, breeding',
      'Lilacs out of the dead land, mixing',
      'Memory and desire, stirring',
      'Dull roots with spring rain.',
    );
    const around = [
      'For Ezra Pound: il miglior fabbro',
      'I. THE BURIAL OF THE DEAD',
      'Winter kept us warm, covering',
      'Earth in forgetful snow, feeding',
    ];
    expect(poemLineQuestions(lines).filter((q) => q.content.includes('just after'))).toEqual([]);
    const [after, second] = poemLineQuestions(lines, around);
    expect(after?.content).toBe(
      'In the poem, which line comes just after “April is the cruellest month, breeding”?',
    );
    expect(correctChoice(after)).toBe('Lilacs out of the dead land, mixing');
    // One more line of the stanza, so the order is asked; the last is left for another question.
    expect(wrongChoices(after).sort()).toEqual([
      'Earth in forgetful snow, feeding',
      'Memory and desire, stirring',
      'Winter kept us warm, covering',
    ]);
    expect(correctChoice(second)).toBe('Memory and desire, stirring');
    expect(wrongChoices(second)).not.toContain('Dull roots with spring rain.');
  });

  it('asks a stanza two questions on its lines’ places at most, beside a question of another kind', () => {
    const lines = paragraphs(
      'April is the cruellest month, breeding',
      'Lilacs out of the dead land, mixing',
      'Memory and desire, stirring',
      'Dull roots with spring rain.',
    );
    const around = ['Winter kept us warm, covering', 'Earth in forgetful snow, feeding'];
    const mixed = generateBuiltinQuestions(
      { chunk_index: 0, paragraphs: lines, nearby_paragraphs: around },
      4,
    );
    expect(mixed.filter((q) => q.type === 'sequence')).toHaveLength(2);
    expect(mixed.filter((q) => q.type !== 'sequence').length).toBeGreaterThan(0);
  });

  // "tubers" was asked with WordNet's "a fleshy underground stem or root serving for reproductive
  // and food storage": a definition an 8-year-old cannot read is a flaw (adult_definition), not a third type.
  it('asks a stanza a line’s place and a blank, and no definition written for adults', () => {
    // The Waste Land, lines 4–7, and the lines after them.
    const lines = paragraphs(
      'Dull roots with spring rain.',
      'Winter kept us warm, covering',
      'Earth in forgetful snow, feeding',
      'A little life with dried tubers.',
    );
    const around = [
      'Summer surprised us, coming over the Starnbergersee',
      'With a shower of rain; we stopped in the colonnade,',
      'And when we were children, staying at the archduke’s,',
      'My cousin’s, he took me out on a sled,',
    ];
    const mixed = generateBuiltinQuestions(
      { chunk_index: 3, paragraphs: lines, nearby_paragraphs: around },
      4,
    );
    expect(new Set(mixed.map((q) => q.type))).toEqual(new Set(['sequence', 'cloze']));
  });

  it('reads a line of eleven or twelve words as verse when it runs on, not when it ends a sentence', () => {
    const stanza = [
      'Out of this stony rubbish? Son of man,20',
      'You cannot say, or guess, for you know only',
      'A heap of broken images, where the sun beats,',
    ];
    const runsOn = paragraphs(...stanza, 'And the dead tree gives no shelter, the cricket no relief,');
    const endsASentence = paragraphs(
      ...stanza,
      'And the dead tree gives no shelter, and the cricket no relief.',
    );
    expect(poemLineQuestions(runsOn).map((q) => q.content)).toContain(
      'Which of these lines comes first in this part of the poem?',
    );
    expect(poemLineQuestions(endsASentence)).toEqual([]);
  });

  it('takes a line that ends on “the” or “is” as a choice: a line break cuts no sentence short', () => {
    const lines = paragraphs(
      'Unreal City, under the brown fog of',
      'A winter dawn, the crowd flowed over',
      'London Bridge, so many, I had not thought death',
      'Had undone so many, and each man is',
    );
    const questions = generateBuiltinQuestions({ chunk_index: 0, paragraphs: lines }, 4);
    expect(questions.map((question) => question.content)).toContain(
      'Which of these lines comes first in this part of the poem?',
    );
  });

  it('inside a poem asks about a section whose one long line is no verse line, and not inside prose', () => {
    // The Waste Land, lines 135–138: the last line has eleven words and ends a sentence.
    const section = paragraphs(
      'The hot water at ten.',
      'And if it rains, a closed car at four.',
      'And we shall play a game of chess,',
      'Pressing lidless eyes and waiting for a knock upon the door.',
    );
    const poem = [...stanza.flatMap((lines) => lines.split('\n')), 'Winter kept us warm, covering'];
    const asked = poemLineQuestions(section, poem);
    const last = asked.find((question) => question.content.includes('comes last'));
    expect(correctChoice(last)).toBe('Pressing lidless eyes and waiting for a knock upon the door.');
    const prose = [
      'The Emperor of China is a Chinaman, as you most likely know, and everyone around him is a Chinaman too. It happened a good many years ago, but that is just why it is worth while to hear the story.',
      "The Emperor's palace was the most splendid in the world; it was made entirely of porcelain, very costly, but so delicate and brittle that one had to take care how one touched it.",
    ];
    expect(poemLineQuestions(section, prose)).toEqual([]);
  });

  it('inside a poem asks three lines under a heading which comes just after, with lines around as wrong answers', () => {
    // The Waste Land, section 1: the heading, then lines 1–3.
    const section = paragraphs(
      'I. THE BURIAL OF THE DEAD',
      'April is the cruellest month, breeding',
      'Lilacs out of the dead land, mixing',
      'Memory and desire, stirring',
    );
    const around = [
      'Dull roots with spring rain.',
      'Summer surprised us, coming over the Starnbergersee',
      'Winter kept us warm, covering',
      'Earth in forgetful snow, feeding',
    ];
    const [after, second, ...rest] = poemLineQuestions(section, around);
    expect(after?.content).toBe(
      'In the poem, which line comes just after “April is the cruellest month, breeding”?',
    );
    expect(correctChoice(after)).toBe('Lilacs out of the dead land, mixing');
    expect(wrongChoices(after).sort()).toEqual([
      'Earth in forgetful snow, feeding',
      'Memory and desire, stirring',
      'Winter kept us warm, covering',
    ]);
    expect(correctChoice(second)).toBe('Memory and desire, stirring');
    expect(rest).toEqual([]);
    // A line said again in the poem around has another line after it there: it is not asked after.
    const again = poemLineQuestions(section, [...around, 'April is the cruellest month, breeding']);
    expect(again.map((q) => q.content)).not.toContain(after?.content);
  });

  it('asks no line "just after" one that a short line follows: "DA" comes after "Then spoke the thunder"', () => {
    // The Waste Land, lines 400–402: "DA" stands between the first two lines asked about.
    const section = paragraphs(
      'Then spoke the thunder400',
      'DA',
      'Datta: what have we given?',
      'My friend, blood shaking my heart',
    );
    const around = [
      'Only a cock stood on the rooftree',
      'In a flash of lightning. Then a damp gust',
      'The awful daring of a moment’s surrender',
      'Which an age of prudence can never retract',
      'Or in memories draped by the beneficent spider',
    ];
    const afterThunder = 'In the poem, which line comes just after “Then spoke the thunder”?';
    const asked = poemLineQuestions(section, around);
    expect(asked.map((q) => q.content)).not.toContain(afterThunder);
    expect(asked.map(correctChoice)).toEqual(['My friend, blood shaking my heart']);
  });

  it('asks "just after" without showing the lines left out for questions of other kinds', () => {
    const lines = paragraphs(
      'Summer surprised us, coming over the Starnbergersee',
      'With a shower of rain; we stopped in the colonnade,',
      'And went on in sunlight, into the Hofgarten,',
      'And drank coffee, and talked for an hour.',
    );
    const around = [
      'Winter kept us warm, covering',
      'Earth in forgetful snow, feeding',
      'In the mountains, there you feel free.',
    ];
    const leftOut = new Set([
      'Summer surprised us, coming over the Starnbergersee',
      'With a shower of rain; we stopped in the colonnade,',
    ]);
    const [after, ...more] = justAfterLeavingOut(lines, around, leftOut);
    expect(more).toEqual([]);
    expect(after?.content).toBe(
      'In the poem, which line comes just after “And went on in sunlight, into the Hofgarten,”?',
    );
    expect(correctChoice(after)).toBe('And drank coffee, and talked for an hour.');
    expect(wrongChoices(after).sort()).toEqual([...around].sort());
    expect(justAfterLeavingOut(lines, around, new Set())).toEqual([]);
  });
});
