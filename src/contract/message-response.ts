import { z } from 'zod';

/** A call that answers only in words: `{message}` (signed out, link sent, assignment deleted…). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
