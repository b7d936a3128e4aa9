import type {
  authRoutes,
  CompleteSetupRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  User,
} from '#contract/auth.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { BodyOf } from '#contract/route.ts';
import { callRoute } from './call-route.ts';
import type { ApiClient } from './create-api-client.ts';

// Answer types come from the contract's routes as types only: this module is on the first route's
// path and stays zod-free (docs/architecture.md §2).
type Routes = typeof authRoutes;
const at = endpoints.auth;

export const fetchCsrfCookie = (api: ApiClient) => callRoute<Routes['csrfCookie']>(api, at.csrfCookie);

/** GET /api/user answers the user directly or under a `user` key (docs/product.md §7); both become the user. */
export async function getCurrentUser(api: ApiClient): Promise<User> {
  const body: User | { user: User } = await callRoute<Routes['user']>(api, at.user);
  return 'user' in body ? body.user : body;
}

export const login = (api: ApiClient, credentials: LoginRequest) =>
  callRoute<Routes['login']>(api, at.login, { json: credentials });

export const register = (api: ApiClient, payload: RegisterRequest) =>
  callRoute<Routes['register']>(api, at.register, { json: payload });

export const completeSetup = (api: ApiClient, payload: CompleteSetupRequest) =>
  callRoute<Routes['completeSetup']>(api, at.completeSetup, { json: payload });

/** Bounded: a sign-out on a shared tablet must finish even when the network hangs. */
export const LOGOUT_TIMEOUT_MS = 5000;

export const logout = (api: ApiClient) =>
  callRoute<Routes['logout']>(api, at.logout, { timeoutMs: LOGOUT_TIMEOUT_MS });

export const resendVerification = (api: ApiClient, email: string) =>
  callRoute<Routes['resendVerification']>(api, at.resendVerification, { json: { email } });

export const sendVerificationNotification = (api: ApiClient) =>
  callRoute<Routes['verificationNotification']>(api, at.verificationNotification);

/** Accepts a plain e-mail or an object holding it (docs/product.md §5). */
export const forgotPassword = (api: ApiClient, email: string | { email: string }) =>
  callRoute<Routes['forgotPassword']>(api, at.forgotPassword, {
    json: typeof email === 'string' ? { email } : email,
  });

export type ResetPasswordPayload = ResetPasswordRequest;
export const resetPassword = (api: ApiClient, payload: ResetPasswordPayload) =>
  callRoute<Routes['resetPassword']>(api, at.resetPassword, { json: payload });

export type UpdateProfilePayload = BodyOf<Routes['updateProfile']>;
export const updateProfile = (api: ApiClient, payload: UpdateProfilePayload) =>
  callRoute<Routes['updateProfile']>(api, at.updateProfile, { json: payload });

export type ChangePasswordPayload = BodyOf<Routes['changePassword']>;
export const changePassword = (api: ApiClient, payload: ChangePasswordPayload) =>
  callRoute<Routes['changePassword']>(api, at.changePassword, { json: payload });
