import { Badge } from '@mantine/core';

/**
 * How finished work was handed in, in words (never by colour alone): on time, late, or that it had
 * no due date. Nothing while it is not finished.
 */
export function onTimeLabel(completed: boolean, submittedOnTime: boolean | null): string | null {
  if (!completed) return null;
  if (submittedOnTime === null) return 'No due date';
  return submittedOnTime ? 'On time' : 'Late';
}

export function OnTimeBadge({ completed, onTime }: { completed: boolean; onTime: boolean | null }) {
  const label = onTimeLabel(completed, onTime);
  if (!label) return null;
  return (
    <Badge variant="light" color={label === 'Late' ? 'orange' : label === 'On time' ? 'green' : 'gray'}>
      {label}
    </Badge>
  );
}
