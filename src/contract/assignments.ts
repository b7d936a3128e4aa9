import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { endpoints } from './endpoints.ts';
import { messageResponseSchema } from './message-response.ts';
import { defineRoute, pathOf } from './route.ts';
import { rowIdParam } from './row-id.ts';
import { textCoverSchema, textIdParamsSchema, textLanguageFieldSchema } from './texts.ts';

export const assignmentStatusSchema = z.enum(['pending', 'in_progress', 'rejected', 'completed']);
export type AssignmentStatus = z.infer<typeof assignmentStatusSchema>;

/** `YYYY-MM-DD` (the date picker: due at the end of that day, UTC) or a full ISO-8601 date-time. */
export const dueDateSchema = z.union(
  [z.iso.date(), z.iso.datetime({ offset: true })],
  'The due date field must be a valid date.',
);

/**
 * How an assignment treats answers (docs/product.md §7 "Reading"): `practice` says at once whether an
 * answer is right, explains it and lets the pupil try again (the first try scores); `check` reveals
 * nothing about correctness before Finish.
 */
export const assignmentModes = ['practice', 'check'] as const;
export type AssignmentMode = (typeof assignmentModes)[number];
export const assignmentModeSchema = z.enum(assignmentModes, {
  error: 'The mode must be practice or check.',
});

/** What an assignment is given, whoever it goes to (an address, several, a class). */
export const assignmentSettingsSchema = z.object({
  due_date: dueDateSchema.nullish(),
  mode: assignmentModeSchema.default('practice'),
});
export type AssignmentSettings = z.output<typeof assignmentSettingsSchema>;

/** Most addresses one call may assign to at once (a class or two pasted from a list). */
export const MAX_EMAILS_PER_ASSIGN = 100;

/**
 * POST /api/texts/{id}/assign (docs/product.md §7, the new-assignment body): one `email`, or several
 * pasted at once as `emails` (docs/classrooms.md).
 */
export const assignRequestSchema = assignmentSettingsSchema
  .extend({
    email: emailSchema.optional(),
    emails: z
      .array(emailSchema, 'The emails field must be a list of email addresses.')
      .min(1, 'The emails field must list at least one email address.')
      .max(
        MAX_EMAILS_PER_ASSIGN,
        `The emails field must not list more than ${MAX_EMAILS_PER_ASSIGN} addresses.`,
      )
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.email === undefined && body.emails === undefined) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'The email field is required.' });
    }
    if (body.email !== undefined && body.emails !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['emails'], message: 'Send either email or emails, not both.' });
    }
  });
/** What the client sends (the mode may be left out: practice). */
export type AssignRequest = z.input<typeof assignRequestSchema>;

/** What the owner's row and the assignee's list item both say about an assignment (docs/product.md §3). */
const assignmentFieldsSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  status: assignmentStatusSchema,
  mode: assignmentModeSchema,
  due_date: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

/** The owner's table row (docs/product.md §3), plus the address it was sent to. */
export const ownerAssignmentSchema = assignmentFieldsSchema.extend({
  /** Null for a pupil without e-mail (added to a class by name): `assigned_user` names them. */
  assignee_email: z.string().nullable(),
  /** Null while nobody with that address has an account ('Invitation pending'). */
  assigned_user: z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      has_password: z.boolean(),
    })
    .nullable(),
  /** The class it was assigned through (the table groups by it); null when assigned to an address. */
  class: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** An unused invitation exists for the address (live or expired): Resend Invitation applies. */
  has_invitation: z.boolean(),
  answered_questions_count: z.number().int(),
  total_questions_count: z.number().int(),
});
export type OwnerAssignment = z.infer<typeof ownerAssignmentSchema>;

export const ownerAssignmentListSchema = z.object({ data: z.array(ownerAssignmentSchema) });
/**
 * `data` is the (first) new assignment; with `emails`, `assignments` lists every new one and
 * `skipped` the addresses that already had the text.
 */
export const assignResponseSchema = z.object({
  message: z.string(),
  data: ownerAssignmentSchema,
  assignments: z.array(ownerAssignmentSchema).optional(),
  skipped: z.array(z.string()).optional(),
});

/** An item of My Assignments (docs/product.md §3 assignee's list item). */
export const myAssignmentSchema = assignmentFieldsSchema.extend({
  answered_questions: z.number().int(),
  total_questions: z.number().int(),
  text: z.object({
    id: z.number().int(),
    title: z.string(),
    author: z.string(),
    reading_level: z.number(),
    language: textLanguageFieldSchema,
    cover: textCoverSchema,
  }),
});
export type MyAssignment = z.infer<typeof myAssignmentSchema>;

export const myAssignmentListSchema = z.object({ data: z.array(myAssignmentSchema) });
/** Approve and reject answer the updated item. */
export const assignmentDecisionResponseSchema = z.object({ message: z.string(), data: myAssignmentSchema });

export const resendInvitationRequestSchema = z.object({ email: emailSchema });

export const textAssignmentParamsSchema = z.object({
  id: rowIdParam,
  uuid: z.string(),
});
export const assignmentUuidParamsSchema = z.object({ uuid: z.string() });

export const ASSIGNMENT_CREATED_MESSAGE = 'Assignment created successfully!';
export const INVALID_INVITATION_MESSAGE = 'Invalid invitation token.';

/** Every assignments call (docs/product.md §7 "Assignments"): the owner's, then the assignee's. */
export const assignmentRoutes = {
  assign: defineRoute(endpoints.assignments.assign, {
    params: textIdParamsSchema,
    body: assignRequestSchema,
    response: { 201: assignResponseSchema },
  }),
  ofText: defineRoute(endpoints.assignments.ofText, {
    params: textIdParamsSchema,
    response: { 200: ownerAssignmentListSchema },
  }),
  removeFromText: defineRoute(endpoints.assignments.removeFromText, {
    params: textAssignmentParamsSchema,
    response: { 200: messageResponseSchema },
  }),
  resendInvitation: defineRoute(endpoints.assignments.resendInvitation, {
    body: resendInvitationRequestSchema,
    response: { 200: messageResponseSchema },
  }),
  mine: defineRoute(endpoints.assignments.mine, { response: { 200: myAssignmentListSchema } }),
  approve: defineRoute(endpoints.assignments.approve, {
    params: assignmentUuidParamsSchema,
    response: { 200: assignmentDecisionResponseSchema },
  }),
  reject: defineRoute(endpoints.assignments.reject, {
    params: assignmentUuidParamsSchema,
    response: { 200: assignmentDecisionResponseSchema },
  }),
};

/** URL paths filled from `endpoints` (the outbox replays decisions to them), and the invitation's screen. */
export const assignmentPaths = {
  approve: (uuid: string) => pathOf(endpoints.assignments.approve, { uuid }),
  reject: (uuid: string) => pathOf(endpoints.assignments.reject, { uuid }),
  acceptScreen: (uuid: string) => `/assignments/${uuid}/accept`,
} as const;

/** What a pupil decides about a pending assignment: approving starts it, rejecting ends it. */
export type AssignmentDecision = 'approve' | 'reject';
