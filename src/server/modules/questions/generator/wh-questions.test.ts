import { describe, expect, it } from 'vitest';
import { analyseSection } from './section-analysis.ts';
import { rankSentences, tagTopFully } from './sentence-ranking.ts';
import { whQuestions } from './wh-questions.ts';

/** The wh-questions (wording → answer) the generator can draft from one sentence. */
function draftsFor(sentence: string): Record<string, string> {
  const analysis = analyseSection([{ paragraph_index: 0, content: sentence }]);
  const ranked = tagTopFully(rankSentences(analysis), 3, analysis);
  return Object.fromEntries(ranked.flatMap(whQuestions).map((draft) => [draft.content, draft.answer.text]));
}

describe('wh-questions', () => {
  it.each([
    [
      'Alice followed the white rabbit down the hole.',
      'Who followed the white rabbit down the hole?',
      'Alice',
    ],
    ['Sam ate seven apples under the tree.', 'How many apples did Sam eat under the tree?', 'seven'],
    ['Three little pigs built houses of straw.', 'How many little pigs built houses of straw?', 'three'],
    ['The family moved to London in the spring.', 'Where did the family move?', 'London'],
    ['Mia found a shiny key under the mat.', 'What did Mia find under the mat?', 'key'],
    ['One windy morning, Leo flew his kite in the park.', 'What did Leo fly in the park?', 'kite'],
  ])('%s → %s', (sentence, question, answer) => {
    expect(draftsFor(sentence)).toHaveProperty([question], answer);
  });

  // epub30-spec.epub: "What does this section define for EPUB Publications? → conformance requirements".
  it('asks nothing of a subject that points at the text itself', () => {
    const asked = Object.keys(
      draftsFor(
        'This section defines conformance requirements for EPUB Publications and EPUB Reading Systems at the Publication level.',
      ),
    );
    expect(asked.filter((question) => question.startsWith('What'))).toEqual([]);
    // "This old dog" is a story's: only the document's parts point at the text.
    expect(draftsFor('This old dog found a big bone under the tree.')).toHaveProperty(
      ['What did this old dog find under the tree?'],
      'bone',
    );
  });

  it('stops a question at the end of its clause', () => {
    expect(draftsFor('Sir Roland opened the gate and saw a little old man.')).toHaveProperty(
      ['Who opened the gate?'],
      'Sir Roland',
    );
  });

  it('asks no "How many" that shows its own answer', () => {
    const drafts = draftsFor('He had three boxes made for the three different classes of people.');
    expect(Object.keys(drafts).filter((q) => q.startsWith('How many'))).toEqual([]);
    expect(draftsFor('He had three boxes made for the two classes of people.')).toHaveProperty(
      ['How many boxes did he have made for the two classes of people?'],
      'three',
    );
  });

  // "The Fir Tree": a comma between two describing words is inside the phrase, not a clause's end.
  it('asks nothing that stops between two describing words ("into a large, beautiful saloon")', () => {
    const drafts = Object.keys(
      draftsFor('Two servants carried the Fir Tree into a large, beautiful saloon.'),
    );
    expect(drafts.filter((question) => /\ba large\?$/.test(question))).toEqual([]);
    expect(draftsFor('Two servants carried the Fir Tree into a large saloon.')).toHaveProperty(
      ['How many servants carried the Fir Tree into a large saloon?'],
      'two',
    );
  });

  it('does not take someone spoken to for someone who did something', () => {
    expect(Object.keys(draftsFor('Marie, hold on tight.')).filter((q) => q.startsWith('Who'))).toEqual([]);
  });

  it('does not leave a subordinate clause hanging', () => {
    const drafts = draftsFor(
      'Roland was really afraid that if he looked any longer at the sword, he would stay.',
    );
    expect(Object.keys(drafts).filter((question) => question.startsWith('Who'))).toEqual([]);
  });

  // childrens-literature.epub, "The King of the Golden River" and "The Tinder-Box": "What did Gluck
  // leave? → room melancholy", "What did the dog there have as big as towers? → eyes".
  it('asks no object whose describing words follow it', () => {
    expect(draftsFor('Gluck left the room melancholy enough.')).not.toHaveProperty(['What did Gluck leave?']);
    expect(Object.keys(draftsFor('The dog had eyes as big as towers.'))).not.toContainEqual(
      expect.stringMatching(/^What did the dog have/),
    );
    // "as soon as" tells a time, "as the first file" a role: the object is still asked.
    expect(draftsFor('Mia found a shiny key as soon as she looked.')).toHaveProperty(
      ['What did Mia find as soon as she looked?'],
      'key',
    );
  });

  it('asks nothing it cannot word properly', () => {
    expect(draftsFor('Fairyfoot did his best.')).toEqual({});
    expect(draftsFor('Old Pipes gave each of the three children a copper coin.')).not.toHaveProperty([
      'How many children did Old Pipes give each of the a copper coin?',
    ]);
  });
});
