import { describe, expect, it } from 'vitest';
import { generateBuiltinQuestions } from './builtin-question-generator.ts';
import { nearbyCharacters } from './nearby-characters.ts';
import { correctChoice, wrongChoices } from './passage.fixture.ts';

const firTree = [
  '"Oh, if I were only as great a tree as the other!" sighed the little Fir.',
  'It took no pleasure in the sunbeams, nor in the red clouds that sailed above it.',
];
const aroundIt = [
  '"Where are they taking them?" asked the Sparrows.',
  '"We know, we know!" said the Stork, flapping its wings.',
  '"Rejoice in thy growth!" said the Sunbeams.',
  '"I am the Tree now," said the Fir Tree.',
];

describe('characters of the story around a section', () => {
  it('are the speakers nearby whom the section never names, not a character under another name', () => {
    const characters = nearbyCharacters(aroundIt, firTree.join('\n'));
    expect(characters).toEqual(['The Sparrows', 'The Stork']);
  });

  it('give a said-who question wrong answers when the section has too few characters of its own', () => {
    const section = {
      chunk_index: 0,
      paragraphs: firTree.map((content, paragraph_index) => ({ paragraph_index, content })),
    };
    const alone = generateBuiltinQuestions(section, 4).filter((q) => q.type === 'said_who');
    expect(alone).toEqual([]);
    // Two characters around and none of the story's own beside the answer: a third from further on,
    // for no wrong answer may be someone the story lacks ("The king").
    const further = [...aroundIt, '"Hush, little ones," said the Hare.'];
    const [question] = generateBuiltinQuestions({ ...section, nearby_paragraphs: further }, 20).filter(
      (q) => q.type === 'said_who',
    );
    expect(question?.content).toBe('Who said “Oh, if I were only as great a tree as the other!”?');
    expect(correctChoice(question)).toBe('The little Fir');
    expect(wrongChoices(question)).toEqual(expect.arrayContaining(['The Sparrows', 'The Stork']));
    expect(wrongChoices(question)).not.toContain('The Fir Tree');
  });
});
