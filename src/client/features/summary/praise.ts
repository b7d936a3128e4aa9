/** A word for the child that fits the score: warm at every level, never a bare number. */
export function praiseFor(scorePercent: number): string {
  if (scorePercent >= 90) return 'Brilliant reading!';
  if (scorePercent >= 70) return 'Great work!';
  if (scorePercent >= 50) return 'Good effort — keep going!';
  return 'Nice try! Reading the story again will help.';
}
