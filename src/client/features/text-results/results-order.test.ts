import { describe, expect, it } from 'vitest';
import type { ResultPupil, ResultQuestion } from '#contract/results.ts';
import { hardestFirst, sortPupils } from './results-order.ts';

const pupil = (name: string, over: Partial<ResultPupil>): ResultPupil => ({
  assignment_uuid: '00000000-0000-4000-8000-000000000000',
  name,
  email: null,
  status: 'completed',
  mode: 'check',
  answered: 0,
  total: 3,
  score_percent: null,
  time_spent_seconds: 0,
  completed_at: null,
  submitted_on_time: null,
  reading_level: null,
  answers: [],
  ...over,
});
const question = (id: number, rate: number | null): ResultQuestion => ({
  id,
  content: `Q${id}`,
  type: 'what',
  answered: rate === null ? 0 : 4,
  correct_rate: rate,
  most_chosen_wrong: null,
});

describe('results order', () => {
  const pupils = [pupil('Cal', { score_percent: 50 }), pupil('ada', { score_percent: 90 }), pupil('Ben', {})];

  it('sorts pupils by a column either way, with missing values last', () => {
    const names = (list: ResultPupil[]) => list.map((p) => p.name);
    expect(names(sortPupils(pupils, { key: 'name', descending: false }))).toEqual(['ada', 'Ben', 'Cal']);
    expect(names(sortPupils(pupils, { key: 'score', descending: true }))).toEqual(['ada', 'Cal', 'Ben']);
    expect(names(sortPupils(pupils, { key: 'score', descending: false }))).toEqual(['Cal', 'ada', 'Ben']);
    const levelled = [
      pupil('Dee', { reading_level: 5.2 }),
      pupil('Eve', {}),
      pupil('Fay', { reading_level: 2.5 }),
    ];
    expect(names(sortPupils(levelled, { key: 'level', descending: false }))).toEqual(['Fay', 'Dee', 'Eve']);
  });

  it('puts the hardest question first and the unanswered last, keeping reading numbers', () => {
    const order = hardestFirst([question(1, 0.5), question(2, null), question(3, 0.25), question(4, 0.5)]);
    expect(order.map((entry) => [entry.question.id, entry.number])).toEqual([
      [3, 3],
      [1, 1],
      [4, 4],
      [2, 2],
    ]);
  });
});
