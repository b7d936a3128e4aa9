import { describe, expect, it } from 'vitest';
import { passage } from './passage.fixture.ts';

const eventsOf = (...texts: string[]) => passage(...texts).events.map((event) => event.text);

describe('story events', () => {
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
    ]);
  });
});
