import { describe, expect, it } from 'vitest';
import { correctChoice, passage, wrongChoices } from './passage.fixture.ts';
import { asksWhatWasSaid, saidWhatQuestions } from './said-what-question.ts';

function saidWhat(texts: string[], nearby: string[] = []) {
  const p = passage(...texts);
  return saidWhatQuestions(p.analysis, p.paragraphs, nearby);
}

// childrens-literature.epub, "The King of the Golden River": dialogue sections asked who said
// each line and nothing else.
describe('which-of-these-did-they-say questions', () => {
  const dialogue = [
    '"What\'s your business?" snarled Hans.',
    '"Have the goodness to walk out again," said Schwartz.',
    '"My dear brother," said Gluck.',
    '"It is a cold day," said the Nightingale.',
  ];

  it('asks which line a speaker said, against lines of the other speakers', () => {
    const schwartz = saidWhat(dialogue).find((q) => q.content === 'Which of these did Schwartz say?');
    expect(schwartz?.type).toBe('what');
    expect(asksWhatWasSaid(schwartz ?? ({} as never))).toBe(true);
    expect(correctChoice(schwartz)).toBe('Have the goodness to walk out again');
    expect(wrongChoices(schwartz).sort()).toEqual([
      'It is a cold day',
      'My dear brother',
      "What's your business?",
    ]);
    expect(schwartz?.evidence).toEqual({
      paragraph_index: 1,
      sentence: '"Have the goodness to walk out again," said Schwartz.',
    });
    expect(saidWhat(dialogue).map((q) => q.content)).toContain('Which of these did the Nightingale say?');
  });

  // "The Happy Prince": "When I was alive and had a human heart," said the statue — the Prince.
  it('never offers another line of the speaker, one said twice, or one of a speaker only described', () => {
    const questions = saidWhat([
      ...dialogue,
      '"Be off with you," said Schwartz.',
      '"When I was alive," said the statue.',
      '"My dear brother," said Gluck.',
    ]);
    const choices = questions.flatMap((q) => q.choices.map((choice) => choice.text));
    const schwartz = questions.find((q) => q.content === 'Which of these did Schwartz say?');
    expect(wrongChoices(schwartz)).not.toContain('Be off with you');
    expect(choices).not.toContain('When I was alive');
    expect(choices).not.toContain('My dear brother');
    expect(questions.map((q) => q.content)).not.toContain('Which of these did the statue say?');
  });

  it('takes lines from the text around when the section has too few, never one with the same words', () => {
    const two = ['"Now, then," said the Dryad.', '"Take me with you," said Old Pipes.'];
    expect(saidWhat(two)).toEqual([]);
    const around = ['"Now then," said Hans.', '"I am very glad," said Gluck.', '"Ah, me!" cried Schwartz.'];
    const dryad = saidWhat(two, around).find((q) => q.content === 'Which of these did the Dryad say?');
    expect(correctChoice(dryad)).toBe('Now, then');
    expect(wrongChoices(dryad).sort()).toEqual(['Ah, me!', 'I am very glad', 'Take me with you']);
  });
});
