import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { chosenLocaleSchema } from './locales.ts';
import { messageResponseSchema } from './message-response.ts';
import { defineRoute } from './route.ts';

export const roleSchema = z.object({ name: z.string() });

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null for a pupil a teacher added to a class by name (they sign in with pictures). */
  email: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  roles: z.array(roleSchema),
  has_password: z.boolean().optional(),
  /**
   * The interface language the person chose; null follows the browser. Optional because a session
   * cached on a device before this field existed has none (it then follows the browser too).
   */
  locale: chosenLocaleSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/user answers the user directly or under a `user` key (docs/product.md §7). */
export const currentUserResponseSchema = z.union([z.object({ user: userSchema }), userSchema]);

/** A string field with Laravel's wording when it is missing or of another type. */
export const requiredText = (field: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `The ${field} field is required.`
          : `The ${field} field must be a string.`,
    })
    // abort: an empty value gets this one message, not also the length rules that follow.
    .min(1, { error: `The ${field} field is required.`, abort: true });

/** Trimmed and lower-cased: e-mails are stored and compared lower-cased. */
export const emailSchema = requiredText('email')
  .trim()
  .toLowerCase()
  .max(255, 'The email field must not be greater than 255 characters.')
  .pipe(z.email('The email field must be a valid email address.'));
export const passwordSchema = requiredText('password')
  .min(8, 'The password field must be at least 8 characters.')
  .max(200, 'The password field must not be greater than 200 characters.');
const nameSchema = requiredText('name')
  .trim()
  .min(1, 'The name field is required.')
  .max(255, 'The name field must not be greater than 255 characters.');
const confirmationSchema = z.string({ error: 'The password confirmation field is required.' });

export const loginRequestSchema = z.object({
  email: requiredText('email').trim().toLowerCase(),
  password: requiredText('password'),
  remember: z.boolean({ error: 'The remember field must be true or false.' }).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  success: z.boolean(),
  token: z.string().optional(),
  user: userSchema.optional(),
  message: z.string().optional(),
  email_verification_required: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerRequestSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: confirmationSchema,
    invitation_token: z.string().optional(),
    locale: chosenLocaleSchema.optional(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'The password field confirmation does not match.',
    path: ['password'],
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  user: userSchema,
  email_verification_required: z.boolean(),
});

export const completeSetupRequestSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: confirmationSchema,
    invitation_token: z.string().min(1, 'The invitation token field is required.'),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'The password field confirmation does not match.',
    path: ['password'],
  });
export type CompleteSetupRequest = z.infer<typeof completeSetupRequestSchema>;

export const tokenResponseSchema = z.object({
  success: z.boolean(),
  token: z.string(),
  user: userSchema,
  message: z.string().optional(),
});

export const emailRequestSchema = z.object({ email: emailSchema });

export const statusResponseSchema = z.object({ status: z.string(), message: z.string() });

export const resetPasswordRequestSchema = z
  .object({
    token: z.string().min(1, 'Invalid password reset token.'),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: confirmationSchema,
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'The password field confirmation does not match.',
    path: ['password'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The /profile and /settings screens: the name, and the interface language when it is sent. */
export const updateProfileRequestSchema = z.object({
  name: nameSchema,
  locale: chosenLocaleSchema.optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    current_password: requiredText('current password'),
    password: passwordSchema,
    password_confirmation: confirmationSchema,
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'The password field confirmation does not match.',
    path: ['password'],
  });

export const isAdmin = (user: Pick<User, 'roles'> | null | undefined) =>
  user?.roles.some((r) => r.name === 'admin') ?? false;

/** GET /api/user and PUT /api/user/profile answer the user under a `user` key. */
export const userResponseSchema = z.object({ user: userSchema });

/** POST /api/login failures: 401 for bad credentials, 403 (with the flag) for an unverified e-mail. */
export const loginFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  email_verification_required: z.boolean().optional(),
});

/** Where the verification link sends the browser: `verified=1` or one of these errors. */
export const verificationErrors = ['invalid_user', 'invalid_hash', 'expired'] as const;
export type VerificationError = (typeof verificationErrors)[number];

/** GET /api/email/verify/{id}/{hash}?expires=…&signature=…: the signed link of the verification mail. */
export const verifyEmailParamsSchema = z.object({ id: z.string(), hash: z.string() });
export const verifyEmailQuerySchema = z.object({
  expires: z.string().optional(),
  signature: z.string().optional(),
});

/** Every auth call (docs/product.md §7 "Authentication"); complete-setup is the assignments module's. */
export const authRoutes = {
  /** Sets the XSRF-TOKEN cookie and answers 204. */
  csrfCookie: defineRoute(endpoints.auth.csrfCookie, {}),
  user: defineRoute(endpoints.auth.user, { response: { 200: userResponseSchema } }),
  login: defineRoute(endpoints.auth.login, {
    body: loginRequestSchema,
    response: { 200: tokenResponseSchema },
  }),
  logout: defineRoute(endpoints.auth.logout, { response: { 200: messageResponseSchema } }),
  register: defineRoute(endpoints.auth.register, {
    body: registerRequestSchema,
    response: { 201: registerResponseSchema },
  }),
  completeSetup: defineRoute(endpoints.auth.completeSetup, {
    body: completeSetupRequestSchema,
    response: { 200: tokenResponseSchema },
  }),
  resendVerification: defineRoute(endpoints.auth.resendVerification, {
    body: emailRequestSchema,
    response: { 200: messageResponseSchema },
  }),
  verificationNotification: defineRoute(endpoints.auth.verificationNotification, {
    response: { 200: messageResponseSchema },
  }),
  /** Redirects to the app's /email-verified screen with `verified=1` or an `error`. */
  verifyEmail: defineRoute(endpoints.auth.verifyEmail, {
    params: verifyEmailParamsSchema,
    querystring: verifyEmailQuerySchema,
  }),
  forgotPassword: defineRoute(endpoints.auth.forgotPassword, {
    body: emailRequestSchema,
    response: { 200: statusResponseSchema },
  }),
  resetPassword: defineRoute(endpoints.auth.resetPassword, {
    body: resetPasswordRequestSchema,
    response: { 200: statusResponseSchema },
  }),
  updateProfile: defineRoute(endpoints.auth.updateProfile, {
    body: updateProfileRequestSchema,
    response: { 200: userResponseSchema },
  }),
  changePassword: defineRoute(endpoints.auth.changePassword, {
    body: changePasswordRequestSchema,
    response: { 200: messageResponseSchema },
  }),
};
