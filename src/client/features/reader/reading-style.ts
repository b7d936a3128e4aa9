import type { CSSProperties } from 'react';

/** How the text is set; Settings chooses it per user (the route passes it in). */
export interface ReadingStyle {
  /** CSS font size of the paragraphs, e.g. '1.25rem'. */
  fontSize: string;
  lineHeight: number;
  /** A font stack, or undefined for the theme's. */
  fontFamily?: string;
}

/**
 * `maxWidth` keeps a line to about 65 characters of the paragraph's own font, whatever its size:
 * children lose their place in longer lines (45–75 is the usual measure).
 */
export const paragraphStyle = (style: ReadingStyle): CSSProperties => ({
  maxWidth: '65ch',
  fontSize: style.fontSize,
  lineHeight: style.lineHeight,
  fontFamily: style.fontFamily,
});
