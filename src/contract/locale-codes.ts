/**
 * The interface languages (DESIGN §5 "Languages"); English is the catalogue every other one follows.
 * Apart from locales.ts so the client's first visit can know them without loading zod.
 */
export const locales = ['en', 'tr'] as const;
export type Locale = (typeof locales)[number];
