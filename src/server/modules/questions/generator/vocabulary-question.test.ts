import { describe, expect, it } from 'vitest';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';
import { vocabularyQuestions } from './vocabulary-question.ts';
import { isWellFormed } from './well-formed.ts';

describe('vocabulary questions', () => {
  it('asks what a rare word means in its sentence, with WordNet’s definition', () => {
    const [question] = vocabularyQuestions(passage('The boys shouted obstreperously in the hall.').analysis);
    expect(question?.type).toBe('vocabulary');
    expect(question?.content).toBe(
      'In the sentence “The boys shouted obstreperously in the hall”, what does “obstreperously” mean?',
    );
    expect(correctChoice(question)).toBe('in manner that attracts attention');
    expect(question?.evidence).toEqual({
      paragraph_index: 0,
      sentence: 'The boys shouted obstreperously in the hall.',
    });
    expect(question?.explanation).toBe('Here “obstreperously” means “in manner that attracts attention”.');
  });

  it('gives definitions of the same part of speech and kind as wrong answers, none naming the word', () => {
    // "courtly" tells which of WordNet's two senses of "cavalier" is meant.
    const [question] = vocabularyQuestions(
      passage('A courtly cavalier rode to the gate of the palace.').analysis,
    );
    expect(correctChoice(question)).toBe('a gallant or courtly gentleman');
    const wrong = wrongChoices(question);
    expect(wrong).toHaveLength(3);
    for (const definition of wrong) {
      expect(definition.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(definition).not.toMatch(/cavalier|[A-Z0-9()]/);
    }
  });

  it('defines a participle after a word of degree as the adjective it is (“so dilapidated”)', () => {
    const [question] = vocabularyQuestions(
      passage('This hut was so dilapidated that it did not know on which side it should fall.').analysis,
    );
    expect(question?.content).toContain('what does “dilapidated” mean?');
    expect(correctChoice(question)).toBe('in deplorable condition');
  });

  it('does not ask the meaning of a word joined to another by a hyphen (a hermit-thrush is a bird)', () => {
    // The Waste Land, line 357: WordNet's "singer" sense of "thrush" fits "sings", but not the bird.
    const questions = vocabularyQuestions(
      passage('Where the hermit-thrush sings in the pine trees').analysis,
    );
    expect(questions.map((question) => question.content).join(' ')).not.toContain('“thrush”');
  });

  it('never asks about common words, names or function words', () => {
    expect(
      vocabularyQuestions(passage('The little girl walked to school with her mother.').analysis),
    ).toEqual([]);
    expect(vocabularyQuestions(passage('Wellington visited Manchester yesterday.').analysis)).toEqual([]);
  });

  it('asks the same question every time', () => {
    const text = 'The boys shouted obstreperously in the hall.';
    expect(vocabularyQuestions(passage(text).analysis)).toEqual(vocabularyQuestions(passage(text).analysis));
  });

  it('takes the sense the section speaks of: a parachute’s canopy, not an aircraft’s', () => {
    const [question] = vocabularyQuestions(
      passage('The soldier jumped, and the canopy of his parachute filled with air above him.').analysis,
    );
    expect(question?.content).toContain('what does “canopy” mean?');
    expect(correctChoice(question)).toBe('the umbrellalike part of a parachute that fills with air');
  });

  it('skips a word when no sense fits the section (a forest canopy is not in WordNet 3.0)', () => {
    // Was "the transparent covering of an aircraft cockpit", WordNet's first sense.
    const trees = passage('The canopy of the forest shades the ground below the branches of the oaks.');
    expect(
      vocabularyQuestions(trees.analysis)
        .map((q) => q.content)
        .join(),
    ).not.toContain('canopy');
  });

  it('never offers another asked word’s definition as a wrong answer (it gave that question away)', () => {
    const questions = vocabularyQuestions(
      passage('A courtly cavalier rode to the gate.', 'The queen wore a jeweled diadem on her head.')
        .analysis,
    );
    expect(questions).toHaveLength(2);
    const answers = questions.map(correctChoice);
    for (const question of questions)
      expect(wrongChoices(question)).not.toContain(answers.find((a) => a !== correctChoice(question)));
  });

  // epub30-spec.epub §516: the stem ended "defined in [SMIL", which isWellFormed refused.
  it('keeps the bracket the shown words close, and none whose opening is not shown', () => {
    const [question] = vocabularyQuestions(
      passage('Clock values are a subset of SMIL clock values, defined in [SMIL].').analysis,
    );
    expect(question?.content).toBe(
      'In the sentence “Clock values are a subset of SMIL clock values, defined in [SMIL]”, what does “subset” mean?',
    );
    expect(question && isWellFormed(question)).toBe(true);
    const cut = vocabularyQuestions(
      passage(
        'It names a file (the mimetype file), but also provides a universally-named directory of informative resources (/META-INF).',
      ).analysis,
    );
    for (const asked of cut) expect(isWellFormed(asked)).toBe(true);
  });

  // epub30-spec.epub §72: "metadata" there names an element, not data about data.
  it('asks nothing from a table row or content model with lower-case labels', () => {
    const row = 'In this order: metadata [required], manifest [required], bindings [optional].';
    expect(vocabularyQuestions(passage(row).analysis, { explains: true })).toEqual([]);
  });

  // epub30-spec.epub §574, §436, §164: wrong senses a specification's terms took from WordNet.
  it('in a text that explains, asks no word with a field’s sense of the same kind, no term’s head, no adjective used as a noun', () => {
    const asked = (text: string) =>
      vocabularyQuestions(passage(text).analysis, { explains: true }).map((question) => question.content);
    // "directory": "(computer science) a listing of the files" is dropped, "an alphabetical list of names" left.
    expect(asked('File names in the same directory must be unique.').join(' ')).not.toContain('“directory”');
    // "media queries": "an instance of questioning" is no media query.
    expect(asked('The profile includes import rules with media queries.').join(' ')).not.toContain(
      '“queries”',
    );
    expect(asked('Authors may render a JavaScripted equivalent of the slideshow.').join(' ')).not.toContain(
      '“equivalent”',
    );
    // Still asked where the word is its own: "optional" describes, and "its" (which the tagger calls
    // a noun) makes no term of "its agility".
    expect(asked('The audio element is optional in this case.').join(' ')).toContain('“optional”');
    expect(asked('The breed is famous for its agility.').join(' ')).toContain('“agility”');
    // epub30-spec.epub §447: "footer" has a sense "(used only in combinations)" of another kind, a length.
    expect(asked('Another header or footer is in effect on the printed page.').join(' ')).toContain(
      '“footer”',
    );
  });
});
