/** The clock of a chart's point label: the day, short ("Mar 2", "2 Mar"). */
export const CHART_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

/** A chart's point label: the day, short ("Mar 2", "2 Mar"), in the app's language. */
export const chartDay = (at: string, language: string | undefined) =>
  new Intl.DateTimeFormat(language, CHART_DAY).format(new Date(at));
