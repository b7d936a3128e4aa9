const shortDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** A chart's point label: the day, short ("Mar 2"), in the browser's language. */
export const chartDay = (at: string) => shortDay.format(new Date(at));
