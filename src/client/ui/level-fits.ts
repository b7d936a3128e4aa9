import { type LevelFit, levelFit, type TaughtPupilLevel } from '#contract/reading-levels.ts';

export interface PupilFit {
  userId: number;
  name: string;
  fit: LevelFit;
}

/**
 * The pupils the assign modal marks for the text: a chosen class's pupils, else the known pupils
 * among the typed addresses; with neither, the pupils the text is just right for (a suggestion).
 */
export function pupilFits(
  pupils: readonly TaughtPupilLevel[],
  textLevel: number,
  chosen: { classId: number | null; emails: readonly string[] },
): { suggestion: boolean; fits: PupilFit[] } {
  const fitOf = (pupil: TaughtPupilLevel): PupilFit => ({
    userId: pupil.user_id,
    name: pupil.name,
    fit: levelFit(pupil, textLevel),
  });
  const { classId, emails } = chosen;
  if (classId !== null) {
    return { suggestion: false, fits: pupils.filter((p) => p.class_ids.includes(classId)).map(fitOf) };
  }
  if (emails.length > 0) {
    const typed = new Set(emails.map((email) => email.toLowerCase()));
    return { suggestion: false, fits: pupils.filter((p) => p.email && typed.has(p.email)).map(fitOf) };
  }
  return { suggestion: true, fits: pupils.map(fitOf).filter((pupil) => pupil.fit === 'just_right') };
}

/**
 * "Just right for 3 · hard for 1 · not enough reading yet for 2": a class at a glance. `words` says
 * one part in the language on screen ("just right for 3").
 */
export function fitSummary(
  fits: readonly PupilFit[],
  words: (fit: LevelFit, count: number) => string,
): string {
  const order: LevelFit[] = ['just_right', 'hard', 'easy', 'unknown'];
  const parts = order
    .map((fit) => [fit, fits.filter((pupil) => pupil.fit === fit).length] as const)
    .filter(([, count]) => count > 0)
    .map(([fit, count]) => words(fit, count));
  const sentence = parts.join(' · ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
