/** A chart's point label: the day, short ("Mar 2", "2 Mar"), in the app's language. */
export const chartDay = (at: string, language: string | undefined) =>
  new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' }).format(new Date(at));
