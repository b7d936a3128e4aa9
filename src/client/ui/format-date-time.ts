/** One formatter per language: `toLocaleString` builds a new one on every call, ~1 ms each. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** A moment in the interface's language and the browser's time zone ("12 Nov 2026, 14:05"); a dash when there is none. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatterOf(locale).format(date);
}
