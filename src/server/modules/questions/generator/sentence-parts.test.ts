import { describe, expect, it } from 'vitest';
import { analyseSection } from './section-analysis.ts';
import { findSubjectAndVerb } from './sentence-parts.ts';

function partsOf(sentence: string) {
  const [first] = analyseSection([{ paragraph_index: 0, content: sentence }]).sentences;
  const parts = first && findSubjectAndVerb(first.tokens);
  return parts && { subject: parts.subject, auxiliary: parts.auxiliary, infinitive: parts.infinitive };
}

describe('findSubjectAndVerb', () => {
  it('reads "I" and "we" as a poem’s speaker only when asked to, with "do" for both', () => {
    const speaker = (sentence: string) => {
      const [first] = analyseSection([{ paragraph_index: 0, content: sentence }]).sentences;
      const parts = first && findSubjectAndVerb(first.tokens, { firstPerson: true });
      return parts && { subject: parts.subject, auxiliary: parts.auxiliary, infinitive: parts.infinitive };
    };
    expect(speaker('we stopped in the colonnade,')).toEqual({
      subject: 'we',
      auxiliary: 'did',
      infinitive: 'stop',
    });
    expect(speaker('I see crowds of people, walking round in a ring.')).toEqual({
      subject: 'I',
      auxiliary: 'do',
      infinitive: 'see',
    });
    // A story's narrator is no subject to ask about: "Where did I stop?" means nothing to its reader.
    expect(partsOf('we stopped in the colonnade,')).toBeUndefined();
    expect(partsOf('I see crowds of people, walking round in a ring.')).toBeUndefined();
  });

  it('takes no "named" or "called" before a name for the verb: "A grey cat named Pebble lived …"', () => {
    // Read as subject "a grey cat" and verb "named", it asked "Who named Pebble lived at the very top?".
    expect(partsOf('A grey cat named Pebble lived at the very top.')).toBeUndefined();
    expect(partsOf('A boy called Tom ran home.')).toBeUndefined();
    expect(partsOf('The king called his servants.')).toEqual({
      subject: 'the king',
      auxiliary: 'did',
      infinitive: 'call',
    });
  });

  it('takes no present-tense infinitive the dictionary does not know: "smoothes" is no "smoothe"', () => {
    // It asked "What does she smoothe with automatic hand?" (The Waste Land, line 255).
    expect(partsOf('She smoothes her hair with automatic hand.')).toBeUndefined();
    expect(partsOf('She brushes her hair.')).toEqual({
      subject: 'she',
      auxiliary: 'does',
      infinitive: 'brush',
    });
  });

  it('reads a past verb as "did" and its infinitive', () => {
    expect(partsOf('The fox ate the cheese.')).toEqual({
      subject: 'the fox',
      auxiliary: 'did',
      infinitive: 'eat',
    });
  });

  it('takes "they" with a present verb as plural (was no subject at all)', () => {
    expect(partsOf('They feel the cold wind.')).toEqual({
      subject: 'they',
      auxiliary: 'do',
      infinitive: 'feel',
    });
  });

  it('leaves out an adverb between the subject and the verb (was no subject at all)', () => {
    expect(partsOf('The Emperor immediately sprang out of bed.')).toEqual({
      subject: 'the Emperor',
      auxiliary: 'did',
      infinitive: 'spring',
    });
  });

  it('keeps a perfect or progressive helper (was "did" + "have")', () => {
    expect(partsOf('She had napped on the sofa.')).toEqual({
      subject: 'she',
      auxiliary: 'had',
      infinitive: 'napped',
    });
  });

  // childrens-literature.epub, "The Emperor's New Clothes": "How many looms do the rogues put up?"
  it('reads "put", "set" or "cut" as past beside another verb in the past', () => {
    expect(partsOf('The rogues put up two looms and pretended to be working.')).toEqual({
      subject: 'the rogues',
      auxiliary: 'did',
      infinitive: 'put',
    });
    expect(partsOf('The children put their coats on the hooks.')?.auxiliary).toBe('do');
  });

  // childrens-literature.epub, "The King of the Golden River": "Gluck had had his head, by this
  // time, so long out of the window" asked "Who had had his head?".
  it('takes no "had had" for a perfect helper and its verb', () => {
    expect(partsOf('Gluck had had his head out of the window.')).toBeUndefined();
  });

  // From childrens-literature.epub, "The Fir Tree" (was "Where did they smeel?").
  it('asks nothing of a past form compromise cannot undo into a real verb', () => {
    expect(partsOf('They smelt at the Fir Tree, and then slipped among the branches.')).toBeUndefined();
  });

  // From childrens-literature.epub, "Old Pipes and the Dryad" (was "Where do the pleasant sounds went?").
  it('reads a past form the quick tagger took for the present as past', () => {
    expect(partsOf('The pleasant sounds went down the valley.')).toEqual({
      subject: 'the pleasant sounds',
      auxiliary: 'did',
      infinitive: 'go',
    });
  });

  it('reads "was" with a past participle as a verb only when asked to', () => {
    const passive = (sentence: string) => {
      const [first] = analyseSection([{ paragraph_index: 0, content: sentence }]).sentences;
      const parts = first && findSubjectAndVerb(first.tokens, { passive: true });
      return parts && { subject: parts.subject, auxiliary: parts.auxiliary, infinitive: parts.infinitive };
    };
    expect(passive('The real Nightingale was banished from the country.')).toEqual({
      subject: 'the real Nightingale',
      auxiliary: 'was',
      infinitive: 'banished',
    });
    expect(partsOf('The real Nightingale was banished from the country.')).toBeUndefined();
    expect(passive('The old woman was very kind.')).toBeUndefined();
  });

  // From childrens-literature.epub, "The Happy Prince" and "The Ugly Duckling": the quick tagger
  // reads the title as a verb, and neither story's deeds were asked.
  it('reads a capitalised title after "the" or a describing word as the subject, not the verb', () => {
    expect(partsOf('The little Swallow flew to the Prince.')).toEqual({
      subject: 'the little Swallow',
      auxiliary: 'did',
      infinitive: 'fly',
    });
    expect(partsOf('The Duckling sat in a corner.')).toEqual({
      subject: 'the Duckling',
      auxiliary: 'did',
      infinitive: 'sit',
    });
    expect(partsOf('The Swallows knew the way.')).toEqual({
      subject: 'the Swallows',
      auxiliary: 'did',
      infinitive: 'know',
    });
  });
});
