import { useTranslation } from '#client/i18n/use-translation.ts';
import { modeColours } from '#client/ui/assignment-mode-badge.tsx';
import { statusColours } from '#client/ui/assignment-status-badge.tsx';
import { PlainBadge } from '#client/ui/plain-badge.tsx';
import type { AssignmentMode, AssignmentStatus } from '#contract/assignments.ts';

/*
 * The grid's status, mode, on-time and level as plain spans, in the same words and looks as
 * AssignmentStatusBadge, AssignmentModeBadge, OnTimeBadge and ReadingLevelText: a page has 50 rows
 * of them, and Mantine's Badge and Text cost style-props work each (docs/architecture.md §9).
 */

export function StatusBadge({ status }: { status: AssignmentStatus }) {
  const { t } = useTranslation();
  if (!(status in statusColours)) return <PlainBadge colour="gray">{status}</PlainBadge>;
  return <PlainBadge colour={statusColours[status]}>{t(`assignment.status.${status}`)}</PlainBadge>;
}

/** Nothing for a copy kept on the device from before modes existed, as AssignmentModeBadge. */
export function ModeBadge({ mode }: { mode: AssignmentMode }) {
  const { t } = useTranslation();
  if (!(mode in modeColours)) return null;
  return (
    <PlainBadge
      colour={modeColours[mode]}
      variant="outline"
      size="sm"
      title={t(`assignment.mode.${mode}Title`)}
    >
      {t(`assignment.mode.${mode}`)}
    </PlainBadge>
  );
}

/** On time, late, or no due date, in words; nothing while the work is not finished. */
export function OnTimeBadge({ completed, onTime }: { completed: boolean; onTime: boolean | null }) {
  const { t } = useTranslation();
  if (!completed) return null;
  if (onTime === null) return <PlainBadge colour="gray">{t('dueDate.none')}</PlainBadge>;
  return (
    <PlainBadge colour={onTime ? 'green' : 'orange'}>
      {onTime ? t('assignment.onTime') : t('assignment.late')}
    </PlainBadge>
  );
}

/**
 * The pupil's reading level as a grade; with none, a dash people see and the reason as the span's
 * own text for screen readers, drawn at no size (results-grid.css), as the answer cells do.
 */
export function LevelText({ level }: { level: number | null }) {
  const { t } = useTranslation('ui');
  if (level === null) {
    const why = t('levelFit.fits.unknown');
    return (
      <span className="results-level-unknown" title={why}>
        {why}
      </span>
    );
  }
  return <span className="results-level">{t('gradeExact', { level })}</span>;
}
