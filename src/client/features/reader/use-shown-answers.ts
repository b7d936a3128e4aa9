import { useEffect, useMemo, useState } from 'react';

/**
 * The answers the reader shows: a tap's choice at once (practice feedback within a frame), the
 * local database's otherwise. The database catches up a few milliseconds later, through its live
 * query; a tapped choice is kept only while the database still says something else.
 */
export function useShownAnswers(stored: ReadonlyMap<number, number>) {
  const [tapped, setTapped] = useState<ReadonlyMap<number, number>>(new Map());
  useEffect(() => {
    setTapped((previous) => {
      const waiting = [...previous].filter(([questionId, choiceId]) => stored.get(questionId) !== choiceId);
      return waiting.length === previous.size ? previous : new Map(waiting);
    });
  }, [stored]);
  const shown = useMemo(
    () => (tapped.size === 0 ? stored : new Map([...stored, ...tapped])),
    [stored, tapped],
  );
  const tap = (questionId: number, choiceId: number) =>
    setTapped((previous) => new Map(previous).set(questionId, choiceId));
  return { shown, tap };
}
