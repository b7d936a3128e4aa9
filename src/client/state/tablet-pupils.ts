import type { User } from '#contract/auth.ts';
import { PICTURE_LOCK_MINUTES, PICTURE_MAX_ATTEMPTS } from '#contract/class-pictures.ts';
import type { ClassSignInList } from '#contract/classes.ts';
import { hashPictures, type PictureHash, picturesMatch } from './picture-hash.ts';

/**
 * The pupils who signed in with pictures on this tablet (docs/classrooms.md, "Switching back
 * offline"): for each, the session the server gave them, their user, and a slow hash of their
 * pictures, so "Switch pupil" can hand the tablet back to them without the network.
 */
const PUPILS_KEY = 'reading-rooms.tablet-pupils';
const CLASS_LIST_KEY = 'reading-rooms.class-list';

export interface TabletPupil {
  code: string;
  user: User;
  token: string;
  pictures: PictureHash;
  failedAttempts: number;
  lockedUntil: number | null;
}

type TabletPupils = Record<string, TabletPupil>;

function readPupils(): TabletPupils {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PUPILS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as TabletPupils) : {};
  } catch {
    return {};
  }
}

const writePupils = (pupils: TabletPupils) => localStorage.setItem(PUPILS_KEY, JSON.stringify(pupils));

/** After an online picture sign-in: the pupil may come back to this tablet offline. */
export async function rememberTabletPupil(code: string, user: User, token: string, pictures: string[]) {
  const hash = await hashPictures(pictures);
  const pupil = { code, user, token, pictures: hash, failedAttempts: 0, lockedUntil: null };
  writePupils({ ...readPupils(), [user.id]: pupil });
}

export function tabletPupil(code: string, userId: number): TabletPupil | undefined {
  const pupil = readPupils()[userId];
  return pupil?.code === code ? pupil : undefined;
}

export const knownOnTablet = (userId: number) => userId in readPupils();

/** A real sign-out (or a dead session) ends what the tablet kept for that pupil. */
export function forgetTabletPupil(userId: number) {
  const { [userId]: _gone, ...rest } = readPupils();
  writePupils(rest);
}

export type TabletCheck = 'signed-in' | 'wrong' | 'locked';

/** The offline check: the same five tries and fifteen-minute lock as the server's, kept on the tablet. */
export async function checkOnTablet(pupil: TabletPupil, pictures: string[]): Promise<TabletCheck> {
  const now = Date.now();
  if (pupil.lockedUntil !== null && pupil.lockedUntil > now) return 'locked';
  const matches = await picturesMatch(pictures, pupil.pictures);
  const failedAttempts = matches ? 0 : pupil.failedAttempts + 1;
  const locked = failedAttempts >= PICTURE_MAX_ATTEMPTS;
  const lockedUntil = locked ? now + PICTURE_LOCK_MINUTES * 60_000 : null;
  const updated = { ...pupil, failedAttempts: locked ? 0 : failedAttempts, lockedUntil };
  writePupils({ ...readPupils(), [pupil.user.id]: updated });
  if (matches) return 'signed-in';
  return locked ? 'locked' : 'wrong';
}

/** The class's names as last seen online, so the list still shows when the Wi-Fi is down. */
export function rememberClassList(code: string, list: ClassSignInList) {
  localStorage.setItem(CLASS_LIST_KEY, JSON.stringify({ code, list }));
}

export function cachedClassList(code: string): ClassSignInList | null {
  try {
    const cached = JSON.parse(localStorage.getItem(CLASS_LIST_KEY) ?? 'null') as {
      code: string;
      list: ClassSignInList;
    } | null;
    return cached?.code === code ? cached.list : null;
  } catch {
    return null;
  }
}
