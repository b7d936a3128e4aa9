import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '#contract/questions.ts';
import { generateBuiltinQuestions } from './builtin-question-generator.ts';
import { correctChoice } from './passage.fixture.ts';
import type { QuestionDraft } from './question-draft.ts';
import { type Sentence, sentenceText } from './section-analysis.ts';
import { verseWhQuestions } from './verse-wh-questions.ts';

const paragraphs = (...contents: string[]) =>
  contents.map((content, index) => ({ paragraph_index: 20 + index, content }));

// The Waste Land, lines 8–11, and lines of the poem around.
const section = {
  chunk_index: 3,
  paragraphs: paragraphs(
    'Summer surprised us, coming over the Starnbergersee',
    'With a shower of rain; we stopped in the colonnade,',
    'And went on in sunlight, into the Hofgarten,',
    'And drank coffee, and talked for an hour.',
  ),
  nearby_paragraphs: [
    'Winter kept us warm, covering',
    'Earth in forgetful snow, feeding',
    'A little life with dried tubers.',
    'Marie, hold on tight. And down we went.',
    'In the mountains, there you feel free.',
    'I read, much of the night, and go south in the winter.',
  ],
};

describe('who, what and where in a poem', () => {
  const questions = generateBuiltinQuestions(section, 4);
  const asking = (stem: string) => questions.find((question) => question.content === stem);

  it('asks what a thing did in one line, with that line as the evidence', () => {
    const what = asking('What surprised us?');
    expect(correctChoice(what)).toBe('Summer');
    expect(what?.evidence).toEqual({
      paragraph_index: 20,
      sentence: 'Summer surprised us, coming over the Starnbergersee',
    });
  });

  it('asks where the poem’s speaker did something, from a clause inside a line', () => {
    const where = asking('Where did we stop?');
    expect(correctChoice(where)).toBe('the colonnade');
    expect(where?.evidence).toEqual({
      paragraph_index: 21,
      sentence: 'With a shower of rain; we stopped in the colonnade,',
    });
  });

  it('asks the order of lines beside them without showing their lines', () => {
    const lines = questions.filter((question) => question.type === 'sequence');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const shown = [line.content, ...line.choices.map((choice) => choice.text)].join(' | ');
      expect(shown).not.toContain('Summer surprised us');
      expect(shown).not.toContain('we stopped in the colonnade');
    }
  });

  it('asks what a plural thing does with the verb after "What" singular', () => {
    const lines = paragraphs(
      'The leaves fall on the lawn, and',
      'Footsteps shuffled on the stair.',
      'Under the firelight, under the brush,',
      'Her hair spread out in fiery points.',
    );
    const stems = verseWhQuestions(lines, [], stub).map((question) => question.content);
    expect(stems).toContain('What falls on the lawn?');
    expect(stems).not.toContain('What fall on the lawn?');
  });

  it('asks none of a stanza where only one line has a clause to ask about', () => {
    const single = paragraphs(
      'Dull roots with spring rain.',
      'Winter kept us warm, covering',
      'Earth in forgetful snow, feeding',
      'A little life with dried tubers.',
    );
    // "What kept us warm?" is drafted, but alone it would only take another question's place.
    expect(verseWhQuestions(single, section.nearby_paragraphs.slice(3), stub)).toEqual([]);
    const questions = verseWhQuestions(paragraphs(...section.paragraphs.map((p) => p.content)), [], stub);
    expect(questions.map((question) => question.content)).toContain('Where did we stop?');
  });
});

/** The draft as a question with no choices: what is asked, and of which line. */
function stub(draft: QuestionDraft, line: Sentence): GeneratedQuestion {
  const sentence = sentenceText(line);
  return {
    paragraph_index: line.paragraph_index,
    type: 'what',
    content: draft.content,
    choices: [],
    explanation: sentence,
    evidence: { paragraph_index: line.paragraph_index, sentence },
  };
}
