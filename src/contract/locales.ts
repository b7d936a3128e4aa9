import { z } from 'zod';

/** The interface languages (DESIGN §5 "Languages"). English is the catalogue every other one follows. */
export const locales = ['en', 'tr'] as const;
export type Locale = (typeof locales)[number];

export const localeSchema = z.enum(locales, { error: 'The selected locale is invalid.' });

/** A person's chosen language; null means "the browser's" (navigator.language). */
export const chosenLocaleSchema = localeSchema.nullable();
