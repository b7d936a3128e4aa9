import type { TFunction } from 'i18next';

/** The words of durations live in the `common` catalogue (`duration.*`); `t` is its translator. */
export type CommonWords = TFunction<'common'>;

/** Reading time for people: "2 h 5 min", "12 min", "0 min" (Turkish "2 sa 5 dk"). */
export function formatDuration(totalSeconds: number, t: CommonWords): string {
  const minutes = Math.floor(totalSeconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? t('duration.hoursMinutes', { hours, minutes: minutes % 60 })
    : t('duration.minutes', { minutes });
}

/**
 * One reading's time for a child: minutes and seconds under ten minutes ("45 s", "3 min 5 s"), so a
 * real reading never reads "0 min"; longer times as formatDuration does.
 */
export function formatReadingTime(totalSeconds: number, t: CommonWords): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds >= 600) return formatDuration(seconds, t);
  const minutes = Math.floor(seconds / 60);
  if (minutes === 0) return t('duration.seconds', { seconds });
  return seconds % 60 === 0
    ? t('duration.minutes', { minutes })
    : t('duration.minutesSeconds', { minutes, seconds: seconds % 60 });
}
