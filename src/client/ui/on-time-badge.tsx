import { Badge } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';

/**
 * How finished work was handed in, in words (never by colour alone): on time, late, or that it had
 * no due date. Nothing while it is not finished.
 */
export function OnTimeBadge({ completed, onTime }: { completed: boolean; onTime: boolean | null }) {
  const { t } = useTranslation();
  if (!completed) return null;
  if (onTime === null)
    return (
      <Badge variant="light" color="gray">
        {t('dueDate.none')}
      </Badge>
    );
  return (
    <Badge variant="light" color={onTime ? 'green' : 'orange'}>
      {onTime ? t('assignment.onTime') : t('assignment.late')}
    </Badge>
  );
}
