import { expect, it } from 'vitest';
import { sentencesOf } from './sentences.ts';

it('splits a paragraph into its sentences, each word for word as it stands in the paragraph', () => {
  const paragraph = '"I never want to come down," Skipper seemed to say.  Theo laughed! Was it Mr. Brown?';
  const sentences = sentencesOf(paragraph);
  expect(sentences).toEqual([
    '"I never want to come down," Skipper seemed to say.',
    'Theo laughed!',
    'Was it Mr. Brown?',
  ]);
  for (const sentence of sentences) expect(paragraph).toContain(sentence);
});
