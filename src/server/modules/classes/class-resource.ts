import type { ClassAssignment, ClassListItem, ClassPupil, Classroom } from '#contract/classes.ts';
import { displayName } from './class-code.ts';
import type { PictureSealer } from './picture-password.ts';
import type { ClassRow, PupilRow } from './repository.ts';

/** A pupil as their teacher sees them; the pictures are opened for the printed card. */
export function toClassPupil(row: PupilRow, sealer: PictureSealer, now = new Date()): ClassPupil {
  const lockedUntil = row.picture?.lockedUntil;
  return {
    id: row.id,
    name: row.name,
    display_name: displayName(row.name),
    email: row.email,
    pictures: row.picture ? sealer.open(row.picture.sealed) : null,
    locked_until: lockedUntil && lockedUntil > now ? lockedUntil.toISOString() : null,
    has_account: row.email === null || row.passwordHash !== null,
  };
}

export const toClassroom = (
  row: ClassRow,
  pupils: PupilRow[],
  assignments: ClassAssignment[],
  sealer: PictureSealer,
): Classroom => ({
  id: row.id,
  name: row.name,
  code: row.code,
  pupils: pupils.map((p) => toClassPupil(p, sealer)),
  assignments,
  created_at: row.createdAt.toISOString(),
});

export const toClassListItem = (row: ClassRow, pupilsCount: number): ClassListItem => ({
  id: row.id,
  name: row.name,
  code: row.code,
  pupils_count: pupilsCount,
  created_at: row.createdAt.toISOString(),
});
