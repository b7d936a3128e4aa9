import { z } from 'zod';

export const roleSchema = z.object({ name: z.string() });

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  roles: z.array(roleSchema),
  has_password: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/user answers the user directly or under a `user` key (spec §3). */
export const currentUserResponseSchema = z.union([z.object({ user: userSchema }), userSchema]);

export const emailSchema = z.email('The email field must be a valid email address.').max(255);
export const passwordSchema = z
  .string()
  .min(8, 'The password field must be at least 8 characters.')
  .max(200, 'The password field must not be greater than 200 characters.');

export const loginRequestSchema = z.object({
  email: z.string().min(1, 'The email field is required.'),
  password: z.string().min(1, 'The password field is required.'),
  remember: z.boolean().optional(),
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
    name: z.string().trim().min(1, 'The name field is required.').max(255),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
    invitation_token: z.string().optional(),
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
    name: z.string().trim().min(1, 'The name field is required.').max(255),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
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
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'The password field confirmation does not match.',
    path: ['password'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const updateProfileRequestSchema = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(255),
});

export const changePasswordRequestSchema = z
  .object({
    current_password: z.string().min(1, 'The current password field is required.'),
    password: passwordSchema,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'The password field confirmation does not match.',
    path: ['password'],
  });

export const messageResponseSchema = z.object({ message: z.string() });

export const isAdmin = (user: Pick<User, 'roles'> | null | undefined) =>
  user?.roles.some((r) => r.name === 'admin') ?? false;
