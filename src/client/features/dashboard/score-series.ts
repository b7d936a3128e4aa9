import { CHART_DAY } from './chart-day.ts';

/** A score at a moment: a teacher's pupil's completion (with the pupil's name), or a pupil's own. */
export interface ScorePoint {
  at: string;
  score_percent: number;
  pupil_name?: string;
}

/** The chart's rows and series: one series per pupil, so no line joins one child's score to another's. */
export interface ScoreSeries {
  data: Record<string, string | number>[];
  series: string[];
}

/**
 * Points (newest first) as chart rows, oldest first: a row per completion, its score in its pupil's
 * column (a pupil's own scores are one series, `own`). Each row's label is its day ("Dec 7"), with the
 * time (and then the seconds) when another point falls on the same day, so points read apart.
 */
export function scoreSeries(
  points: readonly ScorePoint[],
  language: string | undefined,
  own: string,
): ScoreSeries {
  const oldestFirst = [...points].reverse();
  const labels = labelsThatDiffer(
    oldestFirst.map((point) => new Date(point.at)),
    language,
  );
  const series: string[] = [];
  const data = oldestFirst.map((point, index) => {
    const name = point.pupil_name ?? own;
    if (!series.includes(name)) series.push(name);
    return { when: labels[index] as string, [name]: point.score_percent };
  });
  return { data, series };
}

/** Finer and finer clocks: the day, then its time, then the seconds. */
const CLOCKS: Intl.DateTimeFormatOptions[] = [
  CHART_DAY,
  { ...CHART_DAY, hour: '2-digit', minute: '2-digit' },
  { ...CHART_DAY, hour: '2-digit', minute: '2-digit', second: '2-digit' },
];

/** Each moment's label at the coarsest clock that tells it from the others on the chart. */
function labelsThatDiffer(moments: Date[], language: string | undefined): string[] {
  const formats = CLOCKS.map((clock) => new Intl.DateTimeFormat(language, clock));
  const byClock = formats.map((format) => moments.map((moment) => format.format(moment)));
  return moments.map((_, index) => {
    for (const labels of byClock) {
      const label = labels[index] as string;
      if (labels.indexOf(label) === labels.lastIndexOf(label)) return label;
    }
    return byClock.at(-1)?.[index] as string;
  });
}
