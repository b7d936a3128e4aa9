/** The `summary` catalogue's word for the child that fits the score: warm at every level, never a bare number. */
export function praiseFor(scorePercent: number): 'brilliant' | 'great' | 'good' | 'nice' {
  if (scorePercent >= 90) return 'brilliant';
  if (scorePercent >= 70) return 'great';
  if (scorePercent >= 50) return 'good';
  return 'nice';
}
