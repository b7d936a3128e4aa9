import type { CSSProperties } from 'react';

/** How the text is set; Settings chooses it per user (the route passes it in). */
export interface ReadingStyle {
  /** CSS font size of the paragraphs, e.g. '1.25rem'. */
  fontSize: string;
  lineHeight: number;
  /** A font stack, or undefined for the theme's. */
  fontFamily?: string;
}

export const paragraphStyle = (style: ReadingStyle): CSSProperties => ({
  fontSize: style.fontSize,
  lineHeight: style.lineHeight,
  fontFamily: style.fontFamily,
});
