/** Today as `YYYY-MM-DD` in the browser's zone: the earliest due date the server accepts. */
export const today = () => new Date().toLocaleDateString('en-CA');

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The due date a teacher picks (`YYYY-MM-DD`) as the end of that day where the teacher is
 * (DESIGN.md §5: the client sends the offset), e.g. `2031-06-30T23:59:59.999+03:00`. Sent as a bare
 * date, the day would end at midnight UTC: for a class in Istanbul, at three in the morning.
 */
export function endOfDayHere(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const east = -new Date(year, month - 1, day, 23, 59, 59, 999).getTimezoneOffset();
  const sign = east >= 0 ? '+' : '-';
  const minutes = Math.abs(east);
  return `${date}T23:59:59.999${sign}${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}
