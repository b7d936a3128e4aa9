import type { ReactNode } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { ClassPicture } from '#contract/class-pictures.ts';

/**
 * The sixteen pictures of a picture password, drawn here as small SVGs: emoji differ between
 * tablets (and are missing on some), and a printed card must show what the screen shows.
 */
const drawings: Record<ClassPicture, ReactNode> = {
  cat: (
    <>
      <path d="M14 24 L18 8 L28 20 H36 L46 8 L50 24 Z" fill="#f2994a" />
      <circle cx="32" cy="36" r="20" fill="#f2994a" />
      <circle cx="25" cy="33" r="3" fill="#1f2933" />
      <circle cx="39" cy="33" r="3" fill="#1f2933" />
      <path d="M29 42 L32 45 L35 42" stroke="#1f2933" strokeWidth="2" fill="none" />
    </>
  ),
  dog: (
    <>
      <circle cx="32" cy="36" r="19" fill="#a0522d" />
      <ellipse cx="13" cy="30" rx="7" ry="14" fill="#5c2e0e" />
      <ellipse cx="51" cy="30" rx="7" ry="14" fill="#5c2e0e" />
      <circle cx="25" cy="32" r="3" fill="#1f2933" />
      <circle cx="39" cy="32" r="3" fill="#1f2933" />
      <ellipse cx="32" cy="43" rx="5" ry="4" fill="#1f2933" />
    </>
  ),
  fish: (
    <>
      <ellipse cx="28" cy="32" rx="20" ry="13" fill="#2d9cdb" />
      <path d="M46 32 L60 20 V44 Z" fill="#2d9cdb" />
      <circle cx="18" cy="29" r="3" fill="#fff" />
    </>
  ),
  bird: (
    <>
      <circle cx="30" cy="34" r="17" fill="#eb5757" />
      <path d="M46 30 L58 34 L46 38 Z" fill="#f2c94c" />
      <circle cx="36" cy="28" r="3" fill="#1f2933" />
      <path d="M16 36 Q26 50 36 38" fill="#b83232" />
    </>
  ),
  sun: (
    <>
      <circle cx="32" cy="32" r="13" fill="#f2c94c" />
      <g stroke="#f2994a" strokeWidth="4" strokeLinecap="round">
        <path d="M32 4 V12 M32 52 V60 M4 32 H12 M52 32 H60 M12 12 L18 18 M46 46 L52 52 M12 52 L18 46 M46 18 L52 12" />
      </g>
    </>
  ),
  moon: <path d="M40 8 A24 24 0 1 0 56 44 A18 18 0 1 1 40 8 Z" fill="#f2c94c" />,
  star: <path d="M32 4 L40 24 L60 24 L44 37 L50 58 L32 45 L14 58 L20 37 L4 24 L24 24 Z" fill="#f2c94c" />,
  tree: (
    <>
      <rect x="28" y="40" width="8" height="18" fill="#8b5a2b" />
      <circle cx="32" cy="26" r="20" fill="#27ae60" />
    </>
  ),
  flower: (
    <>
      <rect x="30" y="34" width="4" height="26" fill="#27ae60" />
      <g fill="#bb6bd9">
        <circle cx="32" cy="14" r="8" />
        <circle cx="20" cy="24" r="8" />
        <circle cx="44" cy="24" r="8" />
        <circle cx="25" cy="36" r="8" />
        <circle cx="39" cy="36" r="8" />
      </g>
      <circle cx="32" cy="26" r="7" fill="#f2c94c" />
    </>
  ),
  apple: (
    <>
      <circle cx="32" cy="38" r="20" fill="#eb5757" />
      <rect x="30" y="8" width="4" height="12" fill="#8b5a2b" />
      <ellipse cx="41" cy="13" rx="8" ry="4" fill="#27ae60" />
    </>
  ),
  car: (
    <>
      <path d="M6 40 V32 L16 20 H44 L56 32 V40 Z" fill="#2f80ed" />
      <rect x="20" y="24" width="10" height="8" fill="#d6ecff" />
      <rect x="34" y="24" width="10" height="8" fill="#d6ecff" />
      <circle cx="18" cy="44" r="7" fill="#1f2933" />
      <circle cx="46" cy="44" r="7" fill="#1f2933" />
    </>
  ),
  boat: (
    <>
      <path d="M6 40 H58 L48 54 H16 Z" fill="#8b5a2b" />
      <rect x="31" y="8" width="3" height="32" fill="#1f2933" />
      <path d="M34 10 L54 36 H34 Z" fill="#f2f2f2" stroke="#828282" />
    </>
  ),
  ball: (
    <>
      <circle cx="32" cy="32" r="24" fill="#f2994a" />
      <path
        d="M8 32 H56 M32 8 V56 M15 15 Q32 32 15 49 M49 15 Q32 32 49 49"
        stroke="#1f2933"
        strokeWidth="2"
        fill="none"
      />
    </>
  ),
  house: (
    <>
      <path d="M6 30 L32 8 L58 30 Z" fill="#eb5757" />
      <rect x="12" y="30" width="40" height="28" fill="#f2c94c" />
      <rect x="27" y="40" width="10" height="18" fill="#8b5a2b" />
    </>
  ),
  rocket: (
    <>
      <path d="M32 4 Q46 18 42 44 H22 Q18 18 32 4 Z" fill="#bdbdbd" />
      <circle cx="32" cy="24" r="6" fill="#2f80ed" />
      <path d="M22 36 L12 50 L22 46 Z M42 36 L52 50 L42 46 Z" fill="#eb5757" />
      <path d="M26 46 L32 60 L38 46 Z" fill="#f2994a" />
    </>
  ),
  rainbow: (
    <g fill="none" strokeWidth="6">
      <path d="M6 50 A26 26 0 0 1 58 50" stroke="#eb5757" />
      <path d="M13 50 A19 19 0 0 1 51 50" stroke="#f2c94c" />
      <path d="M20 50 A12 12 0 0 1 44 50" stroke="#27ae60" />
      <path d="M26 50 A6 6 0 0 1 38 50" stroke="#2f80ed" />
    </g>
  ),
};

/** One picture, `size` pixels square; the name is its accessible label (and shown by callers). */
export function ClassPictureImage({ picture, size = 64 }: { picture: ClassPicture; size?: number }) {
  const { t } = useTranslation();
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} role="img" aria-label={t(`pictures.${picture}`)}>
      {drawings[picture]}
    </svg>
  );
}
