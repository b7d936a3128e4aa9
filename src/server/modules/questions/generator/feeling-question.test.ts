import { describe, expect, it } from 'vitest';
import { feelingQuestions } from './feeling-question.ts';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';

function feelingsOf(...texts: string[]) {
  const story = passage(...texts);
  return feelingQuestions(story.analysis, story.events, []);
}

const PLEASANT = ['Happy', 'Proud', 'Calm', 'Thankful'];
const UNPLEASANT = ['Sad', 'Afraid', 'Angry', 'Ashamed', 'Jealous'];

describe('feeling questions', () => {
  it('asks how someone felt at the moment the sentence names, in a child’s word for the feeling', () => {
    const [question] = feelingsOf('When the King heard this he was very angry.');
    expect(question?.content).toBe('How did the King feel when he heard this?');
    expect(question?.type).toBe('how');
    expect(question?.element).toBe('feeling');
    expect(correctChoice(question)).toBe('Angry');
    expect(question?.evidence.sentence).toBe('When the King heard this he was very angry.');
  });

  it('takes wrong answers from feelings of the other side, which clearly do not fit', () => {
    const [angry] = feelingsOf('When the King heard this he was very angry.');
    for (const wrong of wrongChoices(angry)) expect(PLEASANT).toContain(wrong);
    const [glad] = feelingsOf('Gerda was glad when she saw the roses.');
    expect(glad?.content).toBe('How did Gerda feel when she saw the roses?');
    expect(correctChoice(glad)).toBe('Happy');
    for (const wrong of wrongChoices(glad)) expect(UNPLEASANT).toContain(wrong);
  });

  it('names who felt it from the deed told just before, and says "he" or "she" in the moment', () => {
    const [question] = feelingsOf('The old woman went to the well. She was very sad.');
    expect(question?.content).toBe('How did the old woman feel after she went to the well?');
    expect(correctChoice(question)).toBe('Sad');
  });

  it('reads "filled with joy" and "pleased at …" as feelings', () => {
    const [joy] = feelingsOf('And the farmer was filled with joy when he found the ring.');
    expect(joy?.content).toBe('How did the farmer feel when he found the ring?');
    expect(correctChoice(joy)).toBe('Happy');
    const [pleased] = feelingsOf('The old man was overjoyed at the sight of the riches.');
    expect(pleased?.content).toBe('How did the old man feel about the sight of the riches?');
  });

  it('asks nothing of a feeling turned round, of dialogue, or without a moment to ask about', () => {
    expect(feelingsOf('When the King heard this he was not angry.')).toEqual([]);
    expect(feelingsOf('"I am so sad," said the Princess.')).toEqual([]);
    expect(feelingsOf('The Princess was sad.')).toEqual([]);
    // "he" with nobody named before it is a guess, not a question.
    expect(feelingsOf('He was very angry when the door slammed.')).toEqual([]);
  });
});
