/** Reading time for people: "2 h 5 min", "12 min", "0 min". */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/**
 * One reading's time for a child: minutes and seconds under ten minutes ("45 s", "3 min 5 s"), so a
 * real reading never reads "0 min"; longer times as formatDuration does.
 */
export function formatReadingTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds >= 600) return formatDuration(seconds);
  const minutes = Math.floor(seconds / 60);
  if (minutes === 0) return `${seconds} s`;
  return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
}
