import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PARAGRAPHS_PER_SECTION } from '#contract/texts.ts';
import { extractEpubText } from '#server/modules/texts/epub/extract-epub-text.ts';
import { definitionQuestions } from './definition-question.ts';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';

/** The fixture book's section holding `paragraph`, analysed as the generator does. */
function sectionAround(book: string, paragraph: number) {
  const { paragraphs } = extractEpubText(readFileSync(`../shared/fixtures/epub/${book}`));
  const first = Math.floor(paragraph / PARAGRAPHS_PER_SECTION) * PARAGRAPHS_PER_SECTION;
  return passage(...paragraphs.slice(first, first + PARAGRAPHS_PER_SECTION));
}

describe('definition questions', () => {
  it('asks what a term is from "X is a Y", with other noun phrases of the section as wrong answers', () => {
    // "The par element is the basic building block of an Overlay." (EPUB Media Overlays)
    const [question] = definitionQuestions(sectionAround('epub30-spec.epub', 2076).analysis);
    expect(question?.type).toBe('what');
    expect(question?.content).toBe('What is the par element?');
    expect(correctChoice(question)).toBe('The basic building block of an Overlay');
    expect(question?.evidence.sentence).toContain('is the basic building block of an Overlay');
    expect(wrongChoices(question)).toHaveLength(3);
    for (const wrong of wrongChoices(question)) expect(wrong.split(' ').length).toBeGreaterThanOrEqual(4);
  });

  it('keeps the relative clause when the phrase alone says too little ("a plant form that occurs …")', () => {
    const [question] = definitionQuestions(sectionAround('trees.epub', 2).analysis);
    expect(question?.content).toBe('What is a tree?');
    expect(correctChoice(question)).toBe('A plant form that occurs in many different orders');
  });

  it('asks "Who is" of a person, and nothing of "It is a…" or of an answer that repeats the term', () => {
    const [alden] = definitionQuestions(sectionAround('childrens-literature.epub', 649).analysis);
    expect(alden?.content).toBe('Who is Mr. Alden?');
    const story = passage(
      'It is a good thing to rid the world of such annoyances.',
      'The logic of it is the logic of childhood, and the story is a tale of the old forest.',
      'The king had a garden with a tall wall and a silver gate in the middle of the town.',
    );
    expect(definitionQuestions(story.analysis).map((q) => q.content)).toEqual([]);
  });
});
