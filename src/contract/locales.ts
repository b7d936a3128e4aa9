import { z } from 'zod';
import { locales } from './locale-codes.ts';

export { type Locale, locales } from './locale-codes.ts';

export const localeSchema = z.enum(locales, { error: 'The selected locale is invalid.' });

/** A person's chosen language; null means "the browser's" (navigator.language). */
export const chosenLocaleSchema = localeSchema.nullable();
