/**
 * The class a shared tablet belongs to (docs/classrooms.md): remembered after the first class
 * sign-in, so "Switch pupil" goes straight back to the class's list of names.
 */
const CLASS_CODE_KEY = 'reading-rooms.class-code';

export const rememberedClassCode = (): string | null => localStorage.getItem(CLASS_CODE_KEY);

export function rememberClassCode(code: string | null): void {
  if (code) localStorage.setItem(CLASS_CODE_KEY, code);
  else localStorage.removeItem(CLASS_CODE_KEY);
}
