/**
 * The sixteen pictures of a picture password, by name (docs/classrooms.md). Zod-free so the class
 * sign-in screen and the tablet's offline check import them without the schemas.
 */
export const classPictures = [
  'cat',
  'dog',
  'fish',
  'bird',
  'sun',
  'moon',
  'star',
  'tree',
  'flower',
  'apple',
  'car',
  'boat',
  'ball',
  'house',
  'rocket',
  'rainbow',
] as const;
export type ClassPicture = (typeof classPictures)[number];

/** How many pictures a picture password has. */
export const PICTURES_PER_PASSWORD = 3;

/** Wrong tries before a pupil is locked, and for how long (stored: a restart does not unlock). */
export const PICTURE_MAX_ATTEMPTS = 5;
export const PICTURE_LOCK_MINUTES = 15;

/** The pictures in a fixed order: a picture password is a set of three, tapped in any order. */
export const canonicalPictures = (pictures: readonly string[]) =>
  [...pictures].sort(
    (a, b) => classPictures.indexOf(a as ClassPicture) - classPictures.indexOf(b as ClassPicture),
  );

/** The class's sign-in screen in the app, e.g. for the QR code on a printed card. */
export const classSignInScreen = (code: string) => `/class/${encodeURIComponent(code)}`;

export const WRONG_PICTURES_MESSAGE = 'Those are not your pictures. Have another go!';
export const PUPIL_LOCKED_MESSAGE = `Too many wrong tries. Ask your teacher for help, or try again in ${PICTURE_LOCK_MINUTES} minutes.`;
export const CLASS_CODE_NOT_FOUND_MESSAGE =
  'We could not find a class with that code. Check it with your teacher.';
