import type { GeneratedQuestion } from '#contract/questions.ts';
import { normalizeChoiceText } from '#contract/questions.ts';
import { buildQuestion, textSays, upperFirst } from './build-question.ts';
import { charactersLike } from './characters.ts';
import { keptByText } from './kept-by-text.ts';
import { type SectionAnalysis, type Sentence, sentenceText } from './section-analysis.ts';
import { lookUp } from './wordnet/wordnet-dictionary.ts';

/** The verbs a line of dialogue is said with ("said the fox", "retorted Gluck"), as a regex alternation. */
export const SPEECH =
  'said|cried|asked|replied|shouted|whispered|answered|called|exclaimed|added|screamed|sang|thought|continued|murmured|repeated|declared|remarked|muttered|sighed|begged|inquired|roared|growled|sobbed|groaned|grumbled|' +
  'retorted|snarled|twittered|chirped|stammered|shrieked|wailed|interrupted|observed|proceeded|explained|laughed|pleaded|protested|croaked|quacked|quoth';
const SPEECH_BEFORE = SPEECH.replace('|called', '');
/** "… said the _____", "said _____ in great terror": a blank on the speaker, a said_who in disguise. */
export const SPEAKER_BLANK = new RegExp(String.raw`\b(?:${SPEECH})\s+(?:the\s+(?:\p{L}+\s+)?)?_____`, 'iu');
/**
 * A named speaker ("Kai", "Mr. Patel"), or a determiner and up to two words ("the fox", "the old
 * woman", "the Emperor", "both rogues", "an old Duck", "all the people"). Not "its father": the
 * answer would have to be reworded, and the answer stands in the evidence as written.
 */
const SPEAKER = String.raw`(?<speaker>(?:[Tt]he|[Bb]oth(?:\sthe)?|[Aa]n?|[Aa]ll\sthe)\s+(?:\p{Ll}+\s+){0,2}\p{L}\p{Ll}+|(?:Mrs?|Ms|Dr)\.\s\p{Lu}\p{Ll}+|\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)`;
/**
 * The speaker's name ends the phrase ("said the little kitchen maid."), so it is not cut short; or
 * a manner word ending the clause follows it ("said Gluck hesitatingly;", "rather gruffly.").
 */
const SPEAKER_END = String.raw`(?=\s*(?:[.,;:!?—–]|$)|\s(?:to|and|as|with|at|in|when|who|of|softly|quietly|sadly)\b|\s(?:rather\s|very\s|quite\s)?\p{Ll}{3,}ly(?=\s*[.,;:!?—–]|\s*$))`;
const QUOTE = '["“](?<quote>[^"“”]{3,160}?)["”]';

/** “…,” said the fox. / “…” the fox said. / The fox said, “…” */
const PATTERNS = [
  new RegExp(String.raw`${QUOTE}\s*(?<verb>${SPEECH})\s+${SPEAKER}${SPEAKER_END}`, 'gu'),
  new RegExp(String.raw`${QUOTE}\s*${SPEAKER}\s+(?<verb>${SPEECH})\b`, 'gu'),
  // "the one called “The Selfish Giant”" names something: "called" speaks only before a comma or colon.
  new RegExp(
    String.raw`${SPEAKER}\s+(?:(?<verb>${SPEECH_BEFORE}),?:?|(?<called>called)[,:])\s*${QUOTE}`,
    'gu',
  ),
];

const NOT_SPEAKERS = /^(?:he|she|they|it|i|we|you|then|but|and|so|now|there|this|that|one)$/i;

/** A line of dialogue with a named speaker, and where its match starts and ends in its paragraph. */
export interface Line {
  quote: string;
  speaker: string;
  verb: 'said' | 'thought';
  paragraph_index: number;
  at: number;
  end: number;
}

/**
 * "Who said “I will hear the Nightingale!”?" for each line of dialogue with a named speaker. Wrong
 * answers are the other speakers, then `sectionCharacters`: the section's characters and those
 * speaking nearby, already without its possessive speakers (the generator reads them once).
 */
export function saidWhoQuestions(
  analysis: SectionAnalysis,
  paragraphs: { paragraph_index: number; content: string }[],
  sectionCharacters: string[],
): GeneratedQuestion[] {
  const lines = paragraphs.flatMap(linesIn);
  const said = paragraphs.map((paragraph) => paragraph.content).join('\n');
  const speakers = withoutPossessiveSpeakers([...new Set(lines.map((line) => line.speaker))], said);
  const characters = [...speakers, ...sectionCharacters];
  return lines.flatMap((line) => {
    // "“But he has nothing on!” said a little child", then all the people cried it: two answers.
    if (said.split(line.quote).length > 2) return [];
    const evidence = evidenceOf(analysis.sentences, line);
    if (!evidence || normalizeChoiceText(line.quote).includes(normalizeChoiceText(line.speaker))) return [];
    const distractors = charactersLike(line.speaker, characters);
    if (!distractors) return [];
    const content = `Who ${line.verb} “${line.quote}”?`;
    return [buildQuestion('said_who', content, line.speaker, distractors, evidence, textSays(evidence))];
  });
}

/** Who speaks in a paragraph's dialogue ("said the fox" → "The fox"), as a said-who answer is written. */
export const speakersIn = keptByText((content): string[] => linesAround(content).map((line) => line.speaker));

/** The lines of a paragraph of the text around a section (`paragraph_index` -1), read once. */
export const linesAround = keptByText((content): Line[] => linesOf({ paragraph_index: -1, content }));

/** A section paragraph's lines, read once for said-who, who-spoke-next and which-did-they-say. */
export function linesIn(paragraph: { paragraph_index: number; content: string }): Line[] {
  return linesAround(paragraph.content).map((line) => ({
    ...line,
    paragraph_index: paragraph.paragraph_index,
  }));
}

/** The paragraph's lines with a named speaker, by pattern (`at` gives their order in the text). */
export function linesOf(paragraph: { paragraph_index: number; content: string }): Line[] {
  const lines: Line[] = [];
  // Every pattern holds a quotation: without a quotation mark, none can match (and trying costs).
  if (!/["“]/.test(paragraph.content)) return lines;
  for (const pattern of PATTERNS) {
    for (const match of paragraph.content.matchAll(pattern)) {
      const { quote = '', speaker = '', verb = match.groups?.called ?? 'said' } = match.groups ?? {};
      const words = quote.split(/\s+/).length;
      const names = speaker.split(/\s/);
      // "he", and "the one": first and last words both must be able to name someone.
      if (words < 2 || words > 14 || [names[0], names.at(-1)].some((name) => NOT_SPEAKERS.test(name ?? '')))
        continue;
      lines.push({
        quote: quote.trim().replace(/[,;:]$/, ''),
        speaker: speakerAsAnswer(speaker),
        // A thought is not said: "Who thought “I am not stupid!”?"
        verb: verb === 'thought' ? 'thought' : 'said',
        paragraph_index: paragraph.paragraph_index,
        at: match.index,
        end: match.index + match[0].length,
      });
    }
  }
  return lines;
}

const PARTICLE = /^(?:out|up|down|off|away|again|back|aloud)$/i;

/**
 * "all the people" is asked as "The people", written like the other choices (and still in the
 * evidence); "exclaimed the prince doubtfully" has the prince speak, not "The prince doubtfully".
 */
function speakerAsAnswer(speaker: string): string {
  const words = speaker
    .trim()
    .replace(/^all\s+(?=the\s)/i, '')
    .split(/\s+/);
  const last = words.at(-1) ?? '';
  // "said the voice out of the pot": "out" begins what follows the speaker, as "gruffly" would.
  const adverb =
    words.length > 2 &&
    ((lookUp(last, 'adv') !== undefined && lookUp(last, 'noun') === undefined) || PARTICLE.test(last));
  return upperFirst((adverb ? words.slice(0, -1) : words).join(' '));
}

/** The sentence that names the speaker, or failing that the one holding the quote's first words. */
export function evidenceOf(sentences: Sentence[], line: Line): Sentence | undefined {
  const inParagraph = sentences.filter((sentence) => sentence.paragraph_index === line.paragraph_index);
  const start = line.quote.split(/\s+/).slice(0, 3).join(' ');
  const speaker = line.speaker.toLowerCase();
  return (
    inParagraph.find(
      (s) => sentenceText(s).includes(start) && sentenceText(s).toLowerCase().includes(speaker),
    ) ?? inParagraph.find((s) => sentenceText(s).includes(start))
  );
}

/** "replied his visitor", "her mother said": a speaker the section names only through someone else. */
const POSSESSIVE_SPEAKER = new RegExp(
  String.raw`\b(?:(?:${SPEECH})\s+(?:his|her|their|its)\s+(?:\p{Ll}+\s+)?(?<after>(?!\p{Ll}+ly\b)\p{Ll}+)|(?:his|her|their|its)\s+(?:\p{Ll}+\s+)?(?<before>\p{Ll}+)\s+(?:${SPEECH})\b)`,
  'giu',
);

/**
 * The characters without those the section names with a possessive as they speak ("replied his
 * visitor dryly"): "his visitor" is someone the section also calls by another name (the old
 * gentleman), so "The visitor" may be the right answer in other words and is no wrong answer.
 */
export function withoutPossessiveSpeakers(characters: string[], sectionText: string): string[] {
  const aliases = new Set<string>();
  for (const match of sectionText.matchAll(POSSESSIVE_SPEAKER)) {
    const noun = match.groups?.after ?? match.groups?.before;
    if (noun) aliases.add(noun.toLowerCase());
  }
  if (aliases.size === 0) return characters;
  return characters.filter((name) => !aliases.has(name.split(/\s+/).at(-1)?.toLowerCase() ?? ''));
}

/** "The little girl" and "the little girl", or "The Tree" inside "The old Tree": one speaker. */
export function sameSpeaker(one: string, other: string): boolean {
  const [a, b] = [normalizeChoiceText(one), normalizeChoiceText(other)];
  const head = (name: string) => name.split(' ').at(-1);
  return a === b || head(a) === head(b);
}

/** "The soldier" inside a sentence is "the soldier"; a name keeps its capital. */
export function inSentence(speaker: string): string {
  return speaker.replace(/^(?:The|A|An|All)\s/u, (article) => article.toLowerCase());
}
