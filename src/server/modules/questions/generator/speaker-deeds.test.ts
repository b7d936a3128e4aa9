import { describe, expect, it } from 'vitest';
import { passage } from './passage.fixture.ts';
import { storyEvents } from './story-events.ts';

/** The events a question's stem may tell, and those a choice may quote. */
function told(...texts: string[]) {
  const { analysis, events } = passage(...texts);
  return {
    stems: storyEvents(analysis, { withAsides: true }).map((event) => event.text),
    choices: events.map((event) => event.text),
  };
}

describe('what a speaker does after a line of dialogue', () => {
  // childrens-literature.epub, "The Happy Prince" and "The Fir Tree".
  it('tells the deed with the speaker the sentence names as its subject, for stems only', () => {
    const { stems, choices } = told(
      '"I will stay with you always," said the Swallow, and he slept at the Prince\'s feet.',
      '"Piep! piep!" said a little Mouse, and crept forward.',
      '"What a lovely bit of glass," cried the little girl; and she ran home, laughing.',
      '"What\'s this?" the woman said, and looked all round.',
    );
    expect(stems).toEqual([
      "The Swallow slept at the Prince's feet",
      'A little Mouse crept forward',
      'The little girl ran home',
      'The woman looked all round',
    ]);
    expect(choices).not.toContain("The Swallow slept at the Prince's feet");
  });

  it('takes no pronoun that may stand for someone else', () => {
    const { stems } = told(
      '"Come here," said the king, and she came to the throne.',
      '"Go home," said the king to the boy, and he ran down the road.',
      '"Go home," said the geese, and he ran down the road.',
      '"Go home," said he, and walked down the road.',
    );
    expect(stems.filter((stem) => /^(?:The king|The geese) |walked/.test(stem))).toEqual([]);
  });

  it('takes no second line of dialogue for a deed', () => {
    const { stems } = told('"Go," said the fox, and he cried, "Run!"');
    expect(stems).toEqual([]);
  });
});
