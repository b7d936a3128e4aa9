import { describe, expect, it } from 'vitest';
import { turkishMainIdeaQuestions } from './turkish-main-idea-question.ts';
import { sentencesOf } from './turkish-section.ts';
import { lostCatStory } from './turkish-story.fixture.ts';

describe('turkishMainIdeaQuestions', () => {
  it('answers with a sentence whose words run through the most paragraphs, details as wrong choices', () => {
    const [question] = turkishMainIdeaQuestions(sentencesOf(lostCatStory.paragraphs));
    expect(question?.content).toBe('Bu bölüm en çok ne hakkında?');
    // Arama (aradı), Elif, kedi and Pamuk run through all four paragraphs.
    expect(question?.choices.find((choice) => choice.is_correct)?.text).toBe(
      'Bir sabah Elif bahçede kedisi Pamuk’u aradı',
    );
    expect(question?.evidence).toEqual({
      paragraph_index: 0,
      sentence: 'Bir sabah Elif bahçede kedisi Pamuk’u aradı.',
    });
  });

  it('asks nothing of a section under three paragraphs', () => {
    expect(turkishMainIdeaQuestions(sentencesOf(lostCatStory.paragraphs.slice(0, 2)))).toEqual([]);
  });
});
