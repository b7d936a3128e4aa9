import { describe, expect, it } from 'vitest';
import { passage } from './passage.fixture.ts';
import { statements } from './statements.ts';
import { storyEvents } from './story-events.ts';

const eventsOf = (...texts: string[]) => passage(...texts).events.map((event) => event.text);

describe('story events', () => {
  // A review found "The following morning …" dropped as a sentence about the document.
  it('keeps a story sentence that opens like a specification’s', () => {
    const { analysis, events } = passage(
      'The following morning the dog buried the bone in the garden.',
      'The cat watched the dog from the wall.',
    );
    const texts = statements(analysis, events).map((statement) => statement.text);
    expect(texts.filter((text) => text.includes('buried the bone'))).toHaveLength(1);
  });

  // childrens-literature.epub, "The Nightingale": "The bird continued to stare at the Emperor with his great".
  it('ends no clause between two describing words of one phrase', () => {
    expect(eventsOf('Death continued to stare at the Emperor with his great, hollow eyes.')).not.toContain(
      'Death continued to stare at the Emperor with his great',
    );
  });

  // From childrens-literature.epub, "Old Pipes and the Dryad": a sequence choice read "Old Pipes had never".
  it('takes no clause cut after "never" or "not" for an event', () => {
    expect(
      eventsOf(
        'Old Pipes had never, to his knowledge, seen a Dryad.',
        'The interested student cannot, however, stop there.',
      ),
    ).toEqual([]);
  });

  // From childrens-literature.epub, "The Emperor's New Clothes": 17 words, too long for a choice.
  it('ends a clause too long for a choice before the relative clause after its object', () => {
    expect(
      eventsOf(
        'So the good old Minister went into the room where the two rogues sat working at the empty looms.',
      ),
    ).toEqual(['The good old Minister went into the room']);
  });

  // From childrens-literature.epub, "Old Pipes and the Dryad" and "The Emperor's New Clothes".
  it('tells an event without the aside between its subject and verb only when asked, for stems', () => {
    const texts = [
      'The girl, who stood behind the old man, shook her head, put her hand on her mouth, and made signs.',
      'The Emperor himself, who was very proud, went to put on his new suit.',
      'Old Pipes, however, sat down on a stone.',
    ];
    expect(eventsOf(...texts)).toEqual([]);
    const { analysis } = passage(...texts);
    expect(storyEvents(analysis, { withAsides: true }).map((event) => event.text)).toEqual([
      'The girl shook her head',
      'The Emperor went to put on his new suit',
      'Old Pipes sat down on a stone',
    ]);
  });

  // From childrens-literature.epub, "The Fir Tree" and "The Happy Prince".
  it('tells a second deed of the same subject after "and" only when asked, for stems', () => {
    const texts = [
      'The servants came in gay liveries, and carried the Fir Tree into a large saloon.',
      'The Swallow picked out the great ruby, and flew away with it over the roofs.',
      'The dog barked and said something to the cat.',
    ];
    expect(eventsOf(...texts)).toEqual([
      'The servants came in gay liveries',
      'The Swallow picked out the great ruby',
    ]);
    const { analysis } = passage(...texts);
    expect(storyEvents(analysis, { withAsides: true }).map((event) => event.text)).toEqual([
      'The servants came in gay liveries',
      'The servants carried the Fir Tree into a large saloon',
      'The Swallow picked out the great ruby',
      'The Swallow flew away with it over the roofs',
    ]);
  });

  // "The Emperor himself, with his grandest courtiers, went …": the courtiers went too.
  it('keeps an aside that adds others to the deed, so "Who went …?" has one right answer', () => {
    const { analysis } = passage(
      'The Emperor himself, with his grandest courtiers, went to put on his new suit.',
    );
    expect(storyEvents(analysis, { withAsides: true })).toEqual([]);
  });

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

  // From childrens-literature.epub, "The Nightingale": "And then the Nightingale began to sing." asked nothing.
  it('starts an event after two linking words ("And then", "And so")', () => {
    expect(eventsOf('And then the Nightingale began to sing.')).toEqual(['The Nightingale began to sing']);
    expect(eventsOf('And so the artificial bird had to sing again.')).toEqual([
      'The artificial bird had to sing again',
    ]);
  });

  // From childrens-literature.epub, "The Fir Tree": "The servant came" alone was too short for an event.
  it('reads a verb of going joined by "and" to a second past verb as one deed, asked with the second', () => {
    const [event] = passage('And the servant came and chopped the Tree into little pieces.').events;
    expect(event?.text).toBe('The servant came and chopped the Tree into little pieces');
    expect(event?.infinitive).toBe('chop');
    expect(eventsOf('The old miller baked the bread and the children ate it.')).toContain(
      'The old miller baked the bread',
    );
  });

  // From childrens-literature.epub, "The Happy Prince" and "The Fir Tree": narration in a sentence with dialogue.
  it('finds what the narrator tells before or after a line of dialogue in the same sentence', () => {
    expect(
      eventsOf(
        '"Bring me the two most precious things in the city," said God to one of His Angels; and the Angel brought Him the leaden heart and the dead bird.',
      ),
    ).toEqual(['The Angel brought Him the leaden heart']);
    expect(
      eventsOf(
        'And the children clapped their hands, and cried, "Tell another! tell another!" for they wanted more.',
      ),
    ).toEqual(['The children clapped their hands']);
  });

  // From childrens-literature.epub, "The Nightingale": "Who sang?" → "The street boys", though the Emperor sang it too.
  it('takes no speech verb that a line of dialogue follows for an event, nor what is said', () => {
    expect(
      eventsOf('The street boys sang, "Tsi-tsi-tsi-glug-glug!" and the Emperor himself sang it too.'),
    ).toEqual([]);
    expect(eventsOf('The fox said, "The crow sat in the tree and sang a song."')).toEqual([]);
    expect(eventsOf('"Think you my sentence unjust?" the chief asked him.')).toEqual([]);
    expect(
      eventsOf('And the little Mice had never heard anything of the kind; and they listened and said:'),
    ).toEqual([]);
  });

  // From childrens-literature.epub, "The Nightingale": "At last" opened no clause, so nothing was asked.
  it('starts an event after "At last" with no comma', () => {
    expect(eventsOf('At last they met with a poor little girl in the kitchen, who said:')).toEqual([
      'They met with a poor little girl in the kitchen',
    ]);
  });

  // From childrens-literature.epub, "The Fir Tree": a quotation of several sentences, then narration.
  it('finds what the narrator tells after a quotation that closes in the middle of a sentence', () => {
    expect(
      eventsOf(
        'And it thought, "Those were quite merry days! Perhaps I may marry a Princess too!" And the Fir Tree thought of a pretty little Birch Tree that grew out in the forest.',
      ),
    ).toContain('The Fir Tree thought of a pretty little Birch Tree that grew out in the forest');
  });

  // From childrens-literature.epub, "A Four-Leaved Clover": "Tree seemed daily to unfold to brighter bloom".
  it('starts no clause at the "and" that ends a list of subjects', () => {
    expect(
      eventsOf(
        "It was the owner's greatest pleasure to watch its growth, as leaf, flower, and tree seemed daily to unfold to brighter bloom.",
      ),
    ).toEqual([]);
    expect(eventsOf('He ran to the door, and the dog barked at the moon.')).toContain(
      'The dog barked at the moon',
    );
  });

  // From childrens-literature.epub, "Old Pipes and the Dryad": "Who had helped him up the hill?" → The girl.
  it('takes no event from two subjects of a told clause joined by "and", nor cuts the clause before them', () => {
    const events = eventsOf(
      'Then Old Pipes told his mother how the two boys and the girl had helped him up the hill.',
    );
    expect(events).not.toContain('The girl had helped him up the hill');
    expect(events).not.toContain('Old Pipes told his mother how the two boys');
    // "The Tinder-Box": "Queen ran back again with the Princess" was a wrong answer made of it.
    expect(
      eventsOf('But when morning came, and the King and Queen were drinking tea, the Princess spoke.'),
    ).not.toContain('Queen were drinking tea');
    expect(eventsOf('The boys played in the garden and the girl sang a song to the cat.')).toEqual([
      'The boys played in the garden',
      'The girl sang a song to the cat',
    ]);
  });

  // From childrens-literature.epub, "The Knights of the Silver Shield": "The knight was ashamed when
  // he heard this, and he …" was taken for a clause cut after "this", and the section asked nothing.
  it('ends a clause whole at "this" before a comma and "and"', () => {
    expect(eventsOf('The boy laughed when he saw this, and the dog ran away.')).toContain(
      'The boy laughed when he saw this',
    );
  });
});
