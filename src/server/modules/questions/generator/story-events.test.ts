import { describe, expect, it } from 'vitest';
import { passage } from './passage.fixture.ts';
import { statements } from './statements.ts';

const eventsOf = (...texts: string[]) => passage(...texts).events.map((event) => event.text);

describe('story events', () => {
  // From childrens-literature.epub: the middle sentences of a speech carry no quotation mark.
  it('takes nothing said for an event or a statement, also inside a quotation of several sentences', () => {
    const speech = passage(
      '"Not so," rejoined her husband. "The mistake must be yours, not mine. I have given you the right keys. I do not know what you have done with them. Come, let me have them. I am guiltless of any deception."',
      'He took the keys from his wife.',
    );
    expect(speech.events.map((event) => event.text)).toEqual(['He took the keys from his wife']);
    expect(statements(speech.analysis, speech.events).map((statement) => statement.text)).toEqual([
      'He took the keys from his wife',
    ]);
  });

  // From childrens-literature.epub, "Old Pipes and the Dryad": an opening phrase with no comma after it.
  it('starts an event at its subject after a time or place phrase without a comma', () => {
    expect(eventsOf('For a moment the children stood still in astonishment.')).toEqual([
      'The children stood still in astonishment',
    ]);
  });

  it('takes no clause cut in the middle of a phrase, but a whole one before "and"', () => {
    expect(
      eventsOf('The Package Document carries bibliographic and structural metadata about a Publication.'),
    ).toEqual([]);
    expect(eventsOf('The old miller baked the bread and the children ate it.')).toEqual([
      'The old miller baked the bread',
      'The children ate it',
    ]);
  });

  // From epub30-spec.epub: "Who controls within the host EPUB Content Document?" → "Audio player".
  it('starts no clause at "and" between two words of one noun phrase', () => {
    expect(
      eventsOf(
        'The class name should be applied to visible video and audio player controls within the host.',
      ),
    ).not.toContain('Audio player controls within the host');
  });

  // From childrens-literature.epub, "The Nightingale" and "The Real Princess".
  it('finds an event in each main clause of a long sentence, after a semicolon or a joining word', () => {
    expect(
      eventsOf(
        'So they all went out into the wood where the Nightingale was accustomed to sing; half the Court went forth.',
      ),
    ).toContain('Half the Court went forth');
    expect(
      eventsOf(
        'The Emperor writhed, for he knew that this was true, and the chamberlains carried the train.',
      ),
    ).toContain('The chamberlains carried the train');
  });

  it('does not split two subjects joined by "and", nor take a reported clause for an event', () => {
    expect(eventsOf('The king and the queen went to bed early.')).not.toContain(
      'The queen went to bed early',
    );
    expect(eventsOf('He saw the cows, and that the cattle did not hear him.')).not.toContain(
      'That the cattle did not hear him',
    );
  });
});
