import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a child copies the code from a card or the board. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8; // 31^8 ≈ 8.5 × 10^11 codes: not guessable at the sign-in rate limit

export function randomClassCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** As typed: any case, spaces and dashes ignored ("abcd-efgh" is "ABCDEFGH"). */
export const normaliseClassCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

/** Letters and digits only: anything else (a NUL, which PostgreSQL's text refuses) names no class. */
export const mayBeClassCode = (code: string) => /^[A-Z0-9]+$/.test(code);

/** "Maya Lopez" → "Maya L.": the sign-in list shows no more of a child's name than that. */
export function displayName(name: string): string {
  const parts = name.trim().split(/\s+/);
  const [first = '', ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
