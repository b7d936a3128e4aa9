import { describe, expect, it } from 'vitest';
import { sentenceText } from './section-analysis.ts';
import { verseClauses } from './verse-clauses.ts';

const paragraphs = (...contents: string[]) =>
  contents.map((content, index) => ({ paragraph_index: 20 + index, content }));

// The Waste Land, lines 8–11: one sentence over four lines.
const stanza = paragraphs(
  'Summer surprised us, coming over the Starnbergersee',
  'With a shower of rain; we stopped in the colonnade,',
  'And went on in sunlight, into the Hofgarten,',
  'And drank coffee, and talked for an hour.',
);

function clauses() {
  return verseClauses(stanza).map(({ clause, line }) => ({
    clause: sentenceText(clause),
    paragraph_index: clause.paragraph_index,
    line: sentenceText(line),
    linesParagraph: line.paragraph_index,
  }));
}

describe('the clauses of a poem, read across its line breaks', () => {
  it('finds a clause that starts inside a line, with the whole line it stands in', () => {
    expect(clauses()).toContainEqual({
      clause: 'we stopped in the colonnade,',
      paragraph_index: 21,
      line: 'With a shower of rain; we stopped in the colonnade,',
      linesParagraph: 21,
    });
  });

  it('ends a clause at its line’s last mark, where the words after run on into the next line', () => {
    const texts = clauses().map(({ clause }) => clause);
    expect(texts).toContain('Summer surprised us,');
    expect(texts).not.toContain('Summer surprised us, coming over the Starnbergersee');
  });

  it('reads a line’s capital as running text but keeps it as printed', () => {
    const withShower = verseClauses(stanza).find(({ clause }) => clause.tokens[0]?.text === 'With');
    // Tagged alone at the start of a line, "With" and "And" were taken for names.
    expect(withShower?.clause.tokens[0]?.tags.has('ProperNoun')).toBe(false);
    expect(sentenceText(withShower?.line ?? { paragraph_index: 0, tokens: [] })).toBe(
      'With a shower of rain; we stopped in the colonnade,',
    );
  });

  it('starts a clause after the word that joins it on, and leaves out one that hangs on another', () => {
    const texts = verseClauses(
      paragraphs(
        'And each man fixed his eyes before his feet.',
        'Where the dead men lost their bones.',
        'Footsteps shuffled on the stair.',
        'The jungle crouched, humped in silence.',
      ),
    ).map(({ clause }) => sentenceText(clause));
    expect(texts).toContain('each man fixed his eyes before his feet.');
    expect(texts.some((text) => text.includes('dead men'))).toBe(false);
  });

  it('finds none in a line in another language', () => {
    const lines = paragraphs(
      'Bin gar keine Russin, stamm aus Litauen, echt deutsch.',
      'And when we were children, staying at the archduke’s,',
      'My cousin’s, he took me out on a sled,',
      'Marie, hold on tight. And down we went.',
    );
    const texts = verseClauses(lines).map(({ line }) => sentenceText(line));
    expect(texts).toContain('My cousin’s, he took me out on a sled,');
    expect(texts.filter((text) => text.startsWith('Bin'))).toEqual([]);
  });

  it('finds none in prose', () => {
    const prose = paragraphs(
      'The family moved to London in the spring of that year, and the children were glad of it, for the house was large.',
      'They played in the garden every day until the leaves fell and the evenings grew dark and cold.',
    );
    expect(verseClauses(prose)).toEqual([]);
  });
});
