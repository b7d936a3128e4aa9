/** The grade bands My Texts filters by (their words: the texts catalogue's `gradeFilter`); a text's `reading_level` is a US grade (docs/reading-levels.md). */
export const gradeBands = [
  { value: 'all', from: Number.NEGATIVE_INFINITY, below: Number.POSITIVE_INFINITY },
  { value: '0-2', from: Number.NEGATIVE_INFINITY, below: 3 },
  { value: '3-4', from: 3, below: 5 },
  { value: '5-6', from: 5, below: 7 },
  { value: '7-8', from: 7, below: 9 },
  { value: '9+', from: 9, below: Number.POSITIVE_INFINITY },
] as const;
export type GradeBand = (typeof gradeBands)[number]['value'];

/** The texts whose level falls in the band (a level of 4.9 is grade 4, 5.0 is grade 5). */
export function inGradeBand<T extends { reading_level: number }>(texts: readonly T[], band: GradeBand): T[] {
  const chosen = gradeBands.find((candidate) => candidate.value === band) ?? gradeBands[0];
  return texts.filter((text) => text.reading_level >= chosen.from && text.reading_level < chosen.below);
}
