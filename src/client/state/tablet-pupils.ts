import type { User } from '#contract/auth.ts';
import { PICTURE_LOCK_MINUTES, PICTURE_MAX_ATTEMPTS } from '#contract/class-pictures.ts';
import type { ClassSignInList } from '#contract/classes.ts';
import { hashPictures, picturesMatch } from './picture-hash.ts';
import type { TabletPupil } from './tablet-pupils-schema.ts';

export type { TabletPupil };

/**
 * The pupils who signed in with pictures on this tablet (docs/classrooms.md, "Switching back
 * offline"): for each, the session the server gave them, their user, and a slow hash of their
 * pictures, so "Switch pupil" can hand the tablet back to them without the network.
 */
const PUPILS_KEY = 'reading-rooms.tablet-pupils';
const CLASS_LIST_KEY = 'reading-rooms.class-list';

type TabletPupils = Record<string, TabletPupil>;

const schemas = () => import('./tablet-pupils-schema.ts');

/** Read back and parsed; anything that does not parse is as if nothing were kept. */
async function readPupils(): Promise<TabletPupils> {
  const stored = localStorage.getItem(PUPILS_KEY);
  // Every sign-out asks; a device that never had a picture sign-in loads no schema for it.
  if (stored === null) return {};
  try {
    const { tabletPupilsSchema } = await schemas();
    const parsed = tabletPupilsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

const writePupils = (pupils: TabletPupils) => localStorage.setItem(PUPILS_KEY, JSON.stringify(pupils));

/** After an online picture sign-in: the pupil may come back to this tablet offline. */
export async function rememberTabletPupil(code: string, user: User, token: string, pictures: string[]) {
  const hash = await hashPictures(pictures);
  const pupil = { code, user, token, pictures: hash, failedAttempts: 0, lockedUntil: null };
  writePupils({ ...(await readPupils()), [user.id]: pupil });
}

export async function tabletPupil(code: string, userId: number): Promise<TabletPupil | undefined> {
  const pupil = (await readPupils())[userId];
  return pupil?.code === code ? pupil : undefined;
}

export const knownOnTablet = async (userId: number) => userId in (await readPupils());

/** A real sign-out (or a dead session) ends what the tablet kept for that pupil. */
export async function forgetTabletPupil(userId: number) {
  const { [userId]: _gone, ...rest } = await readPupils();
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
  writePupils({ ...(await readPupils()), [pupil.user.id]: updated });
  if (matches) return 'signed-in';
  return locked ? 'locked' : 'wrong';
}

/** The class's names as last seen online, so the list still shows when the Wi-Fi is down. */
export function rememberClassList(code: string, list: ClassSignInList) {
  localStorage.setItem(CLASS_LIST_KEY, JSON.stringify({ code, list }));
}

export async function cachedClassList(code: string): Promise<ClassSignInList | null> {
  const stored = localStorage.getItem(CLASS_LIST_KEY);
  if (stored === null) return null;
  try {
    const { cachedClassListSchema } = await schemas();
    const cached = cachedClassListSchema.safeParse(JSON.parse(stored));
    return cached.success && cached.data.code === code ? cached.data.list : null;
  } catch {
    return null;
  }
}
