import { i18n } from '#client/i18n/i18n.ts';
import type { ResultPupil, ResultQuestion } from '#contract/results.ts';

/**
 * Pupils shown at once. A class fits on one page; a text given to a whole year (300 pupils × 60
 * questions) would be 18,000 cells for the browser to lay out, seconds on a school tablet.
 */
export const PUPILS_PER_PAGE = 50;

export type PupilSortKey = 'name' | 'status' | 'score' | 'level' | 'time' | 'completed' | 'on_time';
export interface PupilSort {
  key: PupilSortKey;
  descending: boolean;
}

export const pupilLabel = (pupil: ResultPupil) =>
  pupil.name ?? pupil.email ?? i18n.t('unknownPupil', { ns: 'results' });

const statusRank = { completed: 0, in_progress: 1, pending: 2, rejected: 3 } as const;
const onTimeRank = (pupil: ResultPupil) =>
  pupil.status !== 'completed' ? 3 : pupil.submitted_on_time === null ? 2 : pupil.submitted_on_time ? 0 : 1;

/** What each column sorts by; a missing value (no score yet, not completed) sorts last either way. */
const sortValue: Record<PupilSortKey, (pupil: ResultPupil) => string | number | null> = {
  name: (pupil) => pupilLabel(pupil).toLocaleLowerCase(),
  status: (pupil) => statusRank[pupil.status],
  score: (pupil) => pupil.score_percent,
  level: (pupil) => pupil.reading_level,
  time: (pupil) => pupil.time_spent_seconds,
  completed: (pupil) => pupil.completed_at,
  on_time: onTimeRank,
};

export function sortPupils(pupils: ResultPupil[], { key, descending }: PupilSort): ResultPupil[] {
  const value = sortValue[key];
  return [...pupils].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    const order = x < y ? -1 : 1;
    return descending ? -order : order;
  });
}

/**
 * Hardest first: the lowest share right first; questions nobody has answered yet (no share) last.
 * Each keeps its number in reading order, as the grid's columns show it.
 */
export function hardestFirst(questions: ResultQuestion[]) {
  return questions
    .map((question, index) => ({ question, number: index + 1 }))
    .sort((a, b) => {
      const x = a.question.correct_rate;
      const y = b.question.correct_rate;
      if (x === y) return a.number - b.number;
      if (x === null) return 1;
      if (y === null) return -1;
      return x - y;
    });
}
