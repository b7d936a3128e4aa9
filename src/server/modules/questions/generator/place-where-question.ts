import { type GeneratedQuestion, normalizeChoiceText } from '#contract/questions.ts';
import { buildQuestion, textSays, upperFirst } from './build-question.ts';
import { isCharacter } from './characters.ts';
import { spanText } from './key-terms.ts';
import type { Token } from './section-analysis.ts';
import { joinWords } from './sentence-parts.ts';
import type { StoryEvent } from './story-events.ts';
import { baseForms } from './wordnet/base-forms.ts';
import { nounKind } from './wordnet/wordnet-dictionary.ts';

const PLACE_PREPOSITIONS =
  /^(?:in|on|at|into|onto|under|near|behind|beside|inside|over|across|through|along|up|down|toward|towards)$/i;

/** Everyday places that fit each preposition ("on the roof", not "on the garden"). */
const GENERIC_PLACES: Record<string, string[]> = {
  on: ['roof', 'table', 'hill', 'bridge'],
  onto: ['roof', 'table', 'bridge', 'wall'],
  in: ['garden', 'kitchen', 'forest', 'river'],
  into: ['garden', 'kitchen', 'forest', 'river'],
  inside: ['house', 'barn', 'box', 'cave'],
  under: ['bed', 'bridge', 'table', 'stairs'],
  at: ['market', 'school', 'station', 'window'],
  // "Up the market", "Down the bridge" read oddly: each preposition has places it goes with.
  up: ['hill', 'stairs', 'ladder', 'tree'],
  down: ['hill', 'stairs', 'road', 'river'],
  along: ['road', 'river', 'path', 'wall'],
  across: ['road', 'river', 'field', 'bridge'],
  through: ['forest', 'window', 'gate', 'field'],
  over: ['wall', 'hill', 'bridge', 'fence'],
  near: ['river', 'school', 'market', 'bridge'],
  behind: ['house', 'tree', 'wall', 'door'],
  beside: ['river', 'road', 'door', 'fire'],
  toward: ['river', 'hill', 'forest', 'gate'],
  towards: ['river', 'hill', 'forest', 'gate'],
};
const SUBORDINATORS = /^(?:if|that|when|because|though|although|while|unless|where)$/i;

interface Place {
  event: StoryEvent;
  start: number;
  end: number;
  text: string;
}

/**
 * "The crow found a piece of cheese on a window sill." → "Where did the crow find a piece of
 * cheese?" with the section's other place phrases ("Into the forest", "Under the tree") as wrong
 * answers: a preposition of place and a short noun phrase whose noun WordNet calls a place or a
 * thing (never a person or a time: "in the morning" is a when).
 */
export function placeWhereQuestions(events: StoryEvent[]): GeneratedQuestion[] {
  const places = events.flatMap(placesOf);
  return places.flatMap((place) => {
    const { event } = place;
    const preposition = place.text.split(' ')[0] ?? 'in';
    const head = normalizeChoiceText(place.text).split(' ').at(-1) ?? '';
    const others = [
      ...new Set([
        ...places.filter((p) => p.event !== event).map((p) => upperFirst(p.text)),
        // Few places in the section: everyday ones, with the answer's own preposition — in a story.
        // Beside "Under the formula segments" of a text that explains, "Under the bed" points at the answer.
        ...(event.auxiliary === 'did' ? (GENERIC_PLACES[preposition.toLowerCase()] ?? []) : []).map((noun) =>
          upperFirst(`${preposition.toLowerCase()} the ${noun}`),
        ),
      ]),
    ].filter((text) => !normalizeChoiceText(text).split(' ').includes(head));
    if (others.length < 3) return [];
    const between = withoutParticle(event, spanText(event.tokens, event.verbIndex + 1, place.start));
    const { subject } = event;
    const content = `Where ${joinWords(event.auxiliary, subject, event.infinitive, between)}?`;
    return [
      buildQuestion(
        'where',
        content,
        upperFirst(place.text),
        others.slice(0, 3),
        event.sentence,
        textSays(event.sentence),
      ),
    ];
  });
}

/** A verb's particle before the place ("sat down | on a stone"): "Where did he sit down?" would end on it. */
const PARTICLE_ALONE = /^(?:up|down|out|off|over)$/i;

/**
 * "Where did Old Pipes sit?", not "… sit down?": where a character moves, the place phrase after
 * the particle says where. Of anything else the particle may tell the deed: "it came down into a
 * complete stream" (the rain) is not "Where did it come?".
 */
function withoutParticle(event: StoryEvent, between: string): string {
  const mover = isCharacter(event.subject) || /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)+$/u.test(event.subject);
  if (mover && PARTICLE_ALONE.test(between)) return '';
  // "she flew like a sylph just into the stove": "just" belongs to the place, not the stem.
  return between.replace(/(?:^|\s+)(?:just|right|straight)$/i, '');
}

function placesOf(event: StoryEvent): Place[] {
  const { tokens } = event;
  const places: Place[] = [];
  for (let index = event.verbIndex + 1; index < tokens.length - 1; index++) {
    // "It became as dark as if he had been in his box": the place is in another clause.
    if (SUBORDINATORS.test(tokens[index]?.text ?? '')) break;
    // "He stood there in his imperial robes": "there" is the place; what follows tells something else.
    if (/^(?:there|here)$/i.test(tokens[index]?.text ?? '')) break;
    if (!PLACE_PREPOSITIONS.test(tokens[index]?.text ?? '')) continue;
    // "He turned away at the string", "worked away at": "away at" keeps on doing, it is no place.
    if (/^away$/i.test(tokens[index - 1]?.text ?? '')) continue;
    const end = nounPhraseEnd(tokens, index + 1);
    if (end === undefined) continue;
    const head = tokens[end - 1]?.text ?? '';
    const kind = baseForms(head, 'noun')
      .map((form) => nounKind(form))
      .find((k) => k !== undefined);
    if (kind !== 'place' && kind !== 'thing') continue;
    places.push({ event, start: index, end, text: spanText(tokens, index, end) });
    break;
  }
  return places;
}

/** "the tall oak tree": a determiner, up to two modifiers and a noun, ending the clause or before a comma. */
function nounPhraseEnd(tokens: Token[], from: number): number | undefined {
  if (!tokens[from]?.tags.has('Determiner') && !tokens[from]?.tags.has('Possessive')) return undefined;
  for (let end = from + 1; end <= Math.min(from + 4, tokens.length); end++) {
    const token = tokens[end - 1] as Token;
    if (!token.tags.has('Noun') && !token.tags.has('Adjective') && end > from + 1) return undefined;
    const next = tokens[end];
    if (token.tags.has('Noun') && !token.tags.has('Pronoun') && !next?.tags.has('Noun')) return end;
  }
  return undefined;
}
