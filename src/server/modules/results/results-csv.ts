import type { ResultPupil, TextResults } from '#contract/results.ts';

/**
 * One CSV field. Quoted when it holds a comma, quote or line break; a field a spreadsheet would run
 * as a formula (=, +, -, @, tab, return first) gets a leading apostrophe, since pupils' names and
 * teachers' questions are typed by people (OWASP "CSV injection").
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const onTime = (pupil: ResultPupil) => {
  if (pupil.status !== 'completed') return '';
  if (pupil.submitted_on_time === null) return 'no due date';
  return pupil.submitted_on_time ? 'on time' : 'late';
};

function answerWord(pupil: ResultPupil, questionId: number) {
  const answer = pupil.answers.find((entry) => entry.question_id === questionId);
  if (!answer) return 'not answered';
  if (answer.correct === null) return 'answered';
  return answer.correct ? 'right' : 'wrong';
}

/**
 * The results as a spreadsheet: a row per pupil, the same figures as the screen, then one column
 * per question in reading order ("Q1: Who ran?") saying right, wrong, answered or not answered.
 * Lines end in CRLF (RFC 4180), which every spreadsheet reads.
 */
export function resultsCsv({ questions, pupils }: TextResults): string {
  const header = [
    'Pupil',
    'Email',
    'Status',
    'Mode',
    'Answered',
    'Total',
    'Score %',
    'Time (seconds)',
    'Completed at',
    'On time',
    'Reading level',
    ...questions.map((question, index) => `Q${index + 1}: ${question.content}`),
  ];
  const rows = pupils.map((pupil) => [
    pupil.name,
    pupil.email,
    pupil.status,
    pupil.mode,
    pupil.answered,
    pupil.total,
    pupil.score_percent,
    pupil.time_spent_seconds,
    pupil.completed_at,
    onTime(pupil),
    pupil.reading_level,
    ...questions.map((question) => answerWord(pupil, question.id)),
  ]);
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
