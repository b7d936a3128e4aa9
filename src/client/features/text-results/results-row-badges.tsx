import { useTranslation } from '#client/i18n/use-translation.ts';
import { useModeLook } from '#client/ui/assignment-mode-badge.tsx';
import { useStatusLook } from '#client/ui/assignment-status-badge.tsx';
import { useOnTimeLook } from '#client/ui/on-time-badge.tsx';
import { PlainBadge } from '#client/ui/plain-badge.tsx';
import type { AssignmentMode, AssignmentStatus } from '#contract/assignments.ts';

/*
 * The grid's status, mode, on-time and level as plain spans, with the same colours and words as
 * AssignmentStatusBadge, AssignmentModeBadge, OnTimeBadge (their look hooks) and ReadingLevelText:
 * a page has 50 rows of them, and Mantine's Badge and Text cost style-props work each
 * (docs/architecture.md §9).
 */

export function StatusBadge({ status }: { status: AssignmentStatus }) {
  const { colour, label } = useStatusLook(status);
  return <PlainBadge colour={colour}>{label}</PlainBadge>;
}

export function ModeBadge({ mode }: { mode: AssignmentMode }) {
  const look = useModeLook(mode);
  if (!look) return null;
  return (
    <PlainBadge colour={look.colour} variant="outline" size="sm" title={look.title}>
      {look.label}
    </PlainBadge>
  );
}

export function OnTimeBadge({ completed, onTime }: { completed: boolean; onTime: boolean | null }) {
  const look = useOnTimeLook(completed, onTime);
  return look && <PlainBadge colour={look.colour}>{look.label}</PlainBadge>;
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
