import { z } from 'zod';

/** The largest PostgreSQL `integer`: a larger id names no row, and binding it would be a database error. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a URL path (`/api/texts/{id}`): a positive integer that fits the column. */
export const rowIdParam = z.coerce.number().int().positive().max(MAX_ROW_ID);
