import { describe, expect, it } from 'vitest';
import { generateBuiltinQuestions } from './builtin-question-generator.ts';
import { charactersOf } from './characters.ts';
import { nextSpeakerQuestions } from './dialogue-sequence-question.ts';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';

function nextSpeakerOf(...texts: string[]) {
  const p = passage(...texts);
  return nextSpeakerQuestions(
    p.analysis,
    p.paragraphs,
    charactersOf(p.pools, p.events, p.analysis.sentences),
  );
}

/** From childrens-literature.epub, "The Tinder-Box": it asked two said_who and a blank, two types. */
const TINDER_BOX = [
  '"That\'s not so bad," said the soldier. "But what am I to give you, old witch? for you will not do it for nothing, I fancy."',
  '"No," replied the witch, "not a single shilling will I have. You shall only bring me an old tinder-box which my grandmother forgot when she was down there last."',
  '"Then tie the rope round my body," cried the soldier.',
  '"Here it is," said the witch, "and here\'s my blue-checked apron."',
];

describe('who spoke next', () => {
  it('asks who spoke next after a named line, answered by the line opening the next paragraph', () => {
    const questions = nextSpeakerOf(...TINDER_BOX);
    const rope = questions.find((q) => q.content.includes('Then tie the rope'));
    expect(rope?.content).toBe('After the soldier said “Then tie the rope round my body”, who spoke next?');
    expect(rope?.type).toBe('sequence');
    expect(correctChoice(rope)).toBe('The witch');
    expect(wrongChoices(rope)).not.toContain('The soldier');
    expect(rope?.evidence).toEqual({
      paragraph_index: 3,
      sentence: '"Here it is," said the witch, "and here\'s my blue-checked apron."',
    });
  });

  it('asks nothing where narration or another speech verb comes between the two lines', () => {
    expect(
      nextSpeakerOf(
        '"No, those are frogs," said the little kitchen maid.',
        'And then the Nightingale began to sing.',
        '"That is it!" exclaimed the little girl.',
      ),
    ).toEqual([]);
    expect(
      nextSpeakerOf(
        '"Do you think this is all the world!" asked the mother. "I hope you are all together," she continued.',
        '"Well, how goes it?" asked an old Duck.',
      ),
    ).toEqual([]);
  });

  it('asks a section of dialogue between two speakers who spoke next', () => {
    const section = TINDER_BOX.map((content, paragraph_index) => ({ paragraph_index, content }));
    const types = generateBuiltinQuestions({ paragraphs: section, chunk_index: 0 }, 4).map((q) => q.type);
    expect(types).toContain('sequence');
  });

  // From childrens-literature.epub: "Speak, Sir Knight" offered "Sir Knight" beside the answer, Sir Roland.
  it('offers no one the quoted line names, and asks nothing when it names the answer', () => {
    const [knight] = nextSpeakerOf(
      'Sir Roland and the commander stood by the gate. The Prince came too.',
      '"Speak, Sir Knight," said the commander.',
      '"No, my Lord," said Sir Roland.',
    );
    expect(correctChoice(knight)).toBe('Sir Roland');
    expect(wrongChoices(knight)).not.toContain('Sir Knight');
    expect(
      nextSpeakerOf(
        '"No, it wouldn\'t, Gluck," said a clear metallic voice.',
        '"Bless me!" exclaimed Gluck.',
      ),
    ).toEqual([]);
    // "Little Nightingale!": a name before a mark counts too.
    const nightingale = nextSpeakerOf(
      'The Emperor, the cavalier and the preacher waited in the wood.',
      '"Little Nightingale!" called the little kitchen maid.',
      '"With pleasure!" replied the Nightingale.',
    );
    expect(nightingale.filter((question) => question.content.includes('Little Nightingale'))).toEqual([]);
  });
});
