import { z } from 'zod';
import { assignmentModeSchema, assignmentSettingsSchema, ownerAssignmentSchema } from './assignments.ts';
import { emailSchema, tokenResponseSchema } from './auth.ts';
import { classPictures, PICTURES_PER_PASSWORD } from './class-pictures.ts';
import { endpoints } from './endpoints.ts';
import { messageResponseSchema } from './message-response.ts';
import { defineRoute } from './route.ts';
import { MAX_ROW_ID, rowIdParam } from './row-id.ts';

/** Most pupils one paste may add (a class and then some). */
export const MAX_NAMES_PER_ADD = 60;

/** A trimmed, required name of at most `max` characters, with Laravel's wording. */
const nameField = (field: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `The ${field} field is required.`
          : `The ${field} field must be a string.`,
    })
    .trim()
    .min(1, { error: `The ${field} field is required.`, abort: true })
    .max(max, `The ${field} field must not be greater than ${max} characters.`);

export const pictureSchema = z.enum(classPictures, 'Each picture must be one of the sixteen pictures.');

/** POST /api/classes and PUT /api/classes/{id}. */
export const classNameRequestSchema = z.object({ name: nameField('name', 100) });

/**
 * POST /api/classes/{id}/pupils: one pupil by `name` (no e-mail: a picture password), several by
 * `names` (a pasted list, one per line on the screen), or one by `email` (an invitation, as today).
 */
export const addPupilsRequestSchema = z
  .object({
    name: nameField('name', 100).optional(),
    names: z
      .array(nameField('name', 100), 'The names field must be a list of names.')
      .min(1, 'The names field must list at least one name.')
      .max(MAX_NAMES_PER_ADD, `The names field must not list more than ${MAX_NAMES_PER_ADD} names.`)
      .optional(),
    email: emailSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const given = [body.name, body.names, body.email].filter((v) => v !== undefined).length;
    if (given === 0) ctx.addIssue({ code: 'custom', path: ['name'], message: 'The name field is required.' });
    if (given > 1) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Send one of name, names or email.' });
    }
  });
export type AddPupilsRequest = z.infer<typeof addPupilsRequestSchema>;

/** POST /api/classes/{id}/assign: the text, and the settings any assignment takes. */
export const assignClassRequestSchema = assignmentSettingsSchema.extend({
  text_id: z
    .number({ error: 'The text id field is required.' })
    .int()
    .positive('The text id field is required.')
    // A larger id names no text, and binding it to the integer column would be a database error.
    .max(MAX_ROW_ID, 'The selected text id is invalid.'),
});
export type AssignClassRequest = z.infer<typeof assignClassRequestSchema>;

/** A pupil as their teacher sees them, with the pictures for the printed card. */
export const classPupilSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What the sign-in list shows: first name and initial. */
  display_name: z.string(),
  /** Null for a pupil added by name. */
  email: z.string().nullable(),
  /** The picture password (pupils added by name); null for e-mail pupils. */
  pictures: z.array(pictureSchema).nullable(),
  /** Set while too many wrong tries lock the pupil out. */
  locked_until: z.string().nullable(),
  /** E-mail pupils: false while their invitation is not used yet. */
  has_account: z.boolean(),
});
export type ClassPupil = z.infer<typeof classPupilSchema>;

/**
 * A text assigned through the class (`POST /api/classes/{id}/assign`), newest first: its latest
 * due date and mode, and how many of the assignments made through the class are completed.
 */
export const classAssignmentSchema = z.object({
  text_id: z.number().int(),
  title: z.string(),
  due_date: z.string().nullable(),
  mode: assignmentModeSchema,
  completed: z.number().int(),
  total: z.number().int(),
});
export type ClassAssignment = z.infer<typeof classAssignmentSchema>;

export const classSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  pupils: z.array(classPupilSchema),
  assignments: z.array(classAssignmentSchema),
  created_at: z.string(),
});
export type Classroom = z.infer<typeof classSchema>;

export const classListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  pupils_count: z.number().int(),
  created_at: z.string(),
});
export type ClassListItem = z.infer<typeof classListItemSchema>;

export const classResponseSchema = z.object({ data: classSchema });
export const classCreatedResponseSchema = z.object({ message: z.string(), data: classSchema });
export const classListResponseSchema = z.object({ data: z.array(classListItemSchema) });
export const classPupilResponseSchema = z.object({ message: z.string(), data: classPupilSchema });
export const classAssignResponseSchema = z.object({
  message: z.string(),
  /** One new assignment per pupil who did not have the text yet. */
  data: z.array(ownerAssignmentSchema),
  /** Pupils who already had the text. */
  skipped: z.number().int(),
});

export const classIdParamsSchema = z.object({ id: rowIdParam });
export const classPupilParamsSchema = z.object({ id: rowIdParam, userId: rowIdParam });
export const classCodeParamsSchema = z.object({ code: z.string().max(64) });

/** GET /api/class-sign-in/{code}: no token; first name and initial only. */
export const classSignInListSchema = z.object({
  data: z.object({
    class_name: z.string(),
    pupils: z.array(z.object({ id: z.number().int(), display_name: z.string() })),
  }),
});
export type ClassSignInList = z.infer<typeof classSignInListSchema>['data'];

/** POST /api/class-sign-in: answers like POST /api/login. */
export const classSignInRequestSchema = z.object({
  code: nameField('code', 64),
  user_id: z.number({ error: 'The user id field is required.' }).int().positive().max(2_147_483_647),
  pictures: z
    .array(pictureSchema, `Choose ${PICTURES_PER_PASSWORD} pictures.`)
    .length(PICTURES_PER_PASSWORD, `Choose ${PICTURES_PER_PASSWORD} pictures.`)
    .refine((p) => new Set(p).size === p.length, 'Choose three different pictures.'),
});
export type ClassSignInRequest = z.infer<typeof classSignInRequestSchema>;

/** 401 (wrong pictures) and 423 (locked) answers of the class sign-in. */
export const classSignInFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  locked_until: z.string().nullable().optional(),
});

/** The classroom calls (docs/classrooms.md): a teacher's own classes, and the children's sign-in. */
export const classRoutes = {
  list: defineRoute(endpoints.classes.list, { response: { 200: classListResponseSchema } }),
  create: defineRoute(endpoints.classes.create, {
    body: classNameRequestSchema,
    response: { 201: classCreatedResponseSchema },
  }),
  show: defineRoute(endpoints.classes.show, {
    params: classIdParamsSchema,
    response: { 200: classResponseSchema },
  }),
  rename: defineRoute(endpoints.classes.rename, {
    params: classIdParamsSchema,
    body: classNameRequestSchema,
    response: { 200: classCreatedResponseSchema },
  }),
  remove: defineRoute(endpoints.classes.remove, {
    params: classIdParamsSchema,
    response: { 200: messageResponseSchema },
  }),
  addPupils: defineRoute(endpoints.classes.addPupils, {
    params: classIdParamsSchema,
    body: addPupilsRequestSchema,
    response: { 201: classCreatedResponseSchema },
  }),
  resetPicture: defineRoute(endpoints.classes.resetPicture, {
    params: classPupilParamsSchema,
    response: { 200: classPupilResponseSchema },
  }),
  removePupil: defineRoute(endpoints.classes.removePupil, {
    params: classPupilParamsSchema,
    response: { 200: messageResponseSchema },
  }),
  assign: defineRoute(endpoints.classes.assign, {
    params: classIdParamsSchema,
    body: assignClassRequestSchema,
    response: { 201: classAssignResponseSchema },
  }),
  signInList: defineRoute(endpoints.classes.signInList, {
    params: classCodeParamsSchema,
    response: { 200: classSignInListSchema },
  }),
  signIn: defineRoute(endpoints.classes.signIn, {
    body: classSignInRequestSchema,
    response: { 200: tokenResponseSchema },
  }),
};
