import type { Locale } from '#contract/locale-codes.ts';
import type { ResultPupil, TextResults } from '#contract/results.ts';
import { resultsWords } from '../../i18n/words.ts';

/**
 * One CSV field. Quoted when it holds the separator, a quote or a line break; a field a spreadsheet
 * would run as a formula (=, +, -, @, tab, return first) gets a leading apostrophe, since pupils'
 * names and teachers' questions are typed by people (OWASP "CSV injection").
 */
export function csvField(value: string | number | null, separator = ','): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  const quoted = text.includes(separator) || /["\r\n]/.test(text);
  return quoted ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface CsvOptions {
  /** The teacher's interface language: its words, and Turkish spreadsheets' ; and decimal comma. */
  locale: Locale;
  /** Where the teacher is (IANA): completion times are theirs, not UTC. */
  timeZone: string;
}

/**
 * "2026-12-07 21:05" in the time zone, the form every spreadsheet reads as a date and time. One
 * formatter for the whole file: building one costs far more than formatting with it.
 */
function localDateTimes(timeZone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (iso) => {
    const parts = Object.fromEntries(
      format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  };
}

/**
 * The results as a spreadsheet (docs/product.md §7): a row per pupil with the screen's figures in a
 * teacher's words ("In progress", "On time"), minutes, local times and the pupil's reading level, then
 * one column per question in reading order ("Q1: Who ran?") saying right, wrong, answered or not
 * answered. UTF-8 with a byte-order mark, so Excel reads "Ayşe" right; lines end in CRLF (RFC 4180).
 * In Turkish the separator is ; and decimals take a comma, as Turkish spreadsheets expect.
 */
export function resultsCsv({ questions, pupils }: TextResults, { locale, timeZone }: CsvOptions): string {
  const t = resultsWords(locale);
  const localDateTime = localDateTimes(timeZone);
  const separator = locale === 'tr' ? ';' : ',';
  const decimal = (value: number) => (locale === 'tr' ? String(value).replace('.', ',') : String(value));
  const onTime = (pupil: ResultPupil) => {
    if (pupil.status !== 'completed') return '';
    if (pupil.submitted_on_time === null) return t('onTime.noDueDate');
    return pupil.submitted_on_time ? t('onTime.onTime') : t('onTime.late');
  };
  const answerWord = (pupil: ResultPupil, questionId: number) => {
    const answer = pupil.answers.find((entry) => entry.question_id === questionId);
    if (!answer) return t('answer.notAnswered');
    if (answer.correct === null) return t('answer.answered');
    return answer.correct ? t('answer.right') : t('answer.wrong');
  };
  const header = [
    t('header.pupil'),
    t('header.email'),
    t('header.status'),
    t('header.mode'),
    t('header.answered'),
    t('header.total'),
    t('header.score'),
    t('header.minutes'),
    t('header.completedAt'),
    t('header.onTime'),
    t('header.readingLevel'),
    ...questions.map((question, index) =>
      t('header.question', { number: index + 1, question: question.content }),
    ),
  ];
  const rows = pupils.map((pupil) => [
    pupil.name,
    pupil.email,
    t(`status.${pupil.status}`),
    t(`mode.${pupil.mode}`),
    pupil.answered,
    pupil.total,
    pupil.score_percent,
    decimal(Math.round(pupil.time_spent_seconds / 6) / 10),
    pupil.completed_at && localDateTime(pupil.completed_at),
    onTime(pupil),
    pupil.reading_level === null ? t('notEnoughReading') : decimal(pupil.reading_level),
    ...questions.map((question) => answerWord(pupil, question.id)),
  ]);
  const lines = [header, ...rows].map((row) =>
    row.map((field) => csvField(field, separator)).join(separator),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
