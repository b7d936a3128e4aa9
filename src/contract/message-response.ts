import { z } from 'zod';

/** `{message}`: what a call answers when it has nothing else to say (a delete, a resend, a sign-out). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
