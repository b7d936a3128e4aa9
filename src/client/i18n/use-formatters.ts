import { useTranslation } from '#client/i18n/use-translation.ts';
import { formatDateTime } from '#client/ui/format-date-time.ts';
import { formatDueDate } from '#client/ui/format-due-date.ts';
import { formatDuration, formatReadingTime } from '#client/ui/format-duration.ts';

/**
 * The formatters of client/ui bound to the language on screen (Intl for dates, the `common`
 * catalogue for units and "No due date"); a component re-renders with them when the language changes.
 */
export function useFormatters() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return {
    locale,
    dateTime: (iso: string | null | undefined) => formatDateTime(iso, locale),
    dueDate: (iso: string | null | undefined) => formatDueDate(iso, locale, t),
    duration: (seconds: number) => formatDuration(seconds, t),
    readingTime: (seconds: number) => formatReadingTime(seconds, t),
  };
}
