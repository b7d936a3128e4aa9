import { z } from 'zod';
import { assignmentModes, assignmentStatusSchema } from './assignments.ts';
import { requiredText } from './auth.ts';
import { classPupilParamsSchema } from './classes.ts';
import { endpoints } from './endpoints.ts';
import { messageResponseSchema } from './message-response.ts';
import { defineRoute } from './route.ts';

/** One answer as the person gave it: the question, every choice, the one chosen, the right one. */
const exportedAnswerSchema = z.object({
  question: z.string(),
  choices: z.array(z.string()),
  chosen: z.string(),
  first_chosen: z.string().nullable(),
  correct_answer: z.string().nullable(),
  correct: z.boolean(),
  attempts: z.number().int(),
  answered_at: z.string(),
});

const exportedAssignmentSchema = z.object({
  text_title: z.string(),
  text_author: z.string().nullable(),
  assigned_by: z.string(),
  status: assignmentStatusSchema,
  mode: z.enum(assignmentModes),
  due_date: z.string().nullable(),
  assigned_at: z.string(),
  completed_at: z.string().nullable(),
  correct_count: z.number().int().nullable(),
  question_count: z.number().int().nullable(),
  reading_seconds: z.number().int(),
  answers: z.array(exportedAnswerSchema),
});

/**
 * GET /api/user/export and GET /api/classes/{id}/pupils/{userId}/export: everything the app keeps
 * about one person, in words a parent can read (docs/backups.md, "Export and erasure").
 */
export const personalDataSchema = z.object({
  exported_at: z.string(),
  profile: z.object({
    name: z.string(),
    email: z.string().nullable(),
    email_verified_at: z.string().nullable(),
    roles: z.array(z.string()),
    locale: z.string().nullable(),
    created_at: z.string(),
    signs_in_with_pictures: z.boolean(),
  }),
  classes: z.array(z.object({ name: z.string(), teacher: z.string(), joined_at: z.string() })),
  assignments: z.array(exportedAssignmentSchema),
  notifications: z.array(
    z.object({ type: z.string(), data: z.unknown(), read_at: z.string().nullable(), created_at: z.string() }),
  ),
  /** A teacher's own work: the texts they uploaded and the classes they keep. */
  texts: z.array(z.object({ title: z.string(), author: z.string().nullable(), created_at: z.string() })),
  classes_taught: z.array(z.object({ name: z.string(), pupils: z.number().int(), created_at: z.string() })),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

export const personalDataResponseSchema = z.object({ data: personalDataSchema });

/** DELETE /api/user: the account's password, so a device left signed in cannot erase it. */
export const deleteAccountRequestSchema = z.object({ password: requiredText('password') });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const ACCOUNT_DELETED_MESSAGE = 'Your account and everything that was only yours have been deleted.';

export const personalDataRoutes = {
  exportMine: defineRoute(endpoints.personalData.exportMine, {
    response: { 200: personalDataResponseSchema },
  }),
  exportPupil: defineRoute(endpoints.personalData.exportPupil, {
    params: classPupilParamsSchema,
    response: { 200: personalDataResponseSchema },
  }),
  deleteAccount: defineRoute(endpoints.personalData.deleteAccount, {
    body: deleteAccountRequestSchema,
    response: { 200: messageResponseSchema },
  }),
};
