import type {
  CompleteSetupRequest,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  User,
} from '#contract/auth.ts';
import type { ApiClient } from './create-api-client.ts';

// Responses are typed, not parsed here: this module is on the first route's path and stays zod-free.

export type CurrentUserResponse = User | { user: User };
export interface RegisterResponse {
  success: boolean;
  message: string;
  user: User;
  email_verification_required: boolean;
}
export interface TokenResponse {
  success?: boolean;
  token?: string;
  user?: User;
  message?: string;
}
export interface StatusResponse {
  status: string;
  message: string;
}
export interface MessageResponse {
  message: string;
}

export const fetchCsrfCookie = (api: ApiClient) => api.send<void>('get', '/sanctum/csrf-cookie');

/** GET /api/user answers the user directly or under a `user` key (docs/product.md §7); both become the user. */
export async function getCurrentUser(api: ApiClient): Promise<User> {
  const body = await api.send<CurrentUserResponse>('get', '/api/user');
  return 'user' in body ? body.user : body;
}

export const login = (api: ApiClient, credentials: LoginRequest) =>
  api.send<LoginResponse>('post', '/api/login', { json: credentials });

export const register = (api: ApiClient, payload: RegisterRequest) =>
  api.send<RegisterResponse>('post', '/api/register', { json: payload });

export const completeSetup = (api: ApiClient, payload: CompleteSetupRequest) =>
  api.send<TokenResponse>('post', '/api/complete-setup', { json: payload });

/** Bounded: a sign-out on a shared tablet must finish even when the network hangs. */
export const LOGOUT_TIMEOUT_MS = 5000;

export const logout = (api: ApiClient) =>
  api.send<unknown>('post', '/api/logout', { timeoutMs: LOGOUT_TIMEOUT_MS });

export const resendVerification = (api: ApiClient, email: string) =>
  api.send<MessageResponse>('post', '/api/email/resend-verification', { json: { email } });

export const sendVerificationNotification = (api: ApiClient) =>
  api.send<MessageResponse>('post', '/api/email/verification-notification');

/** Accepts a plain e-mail or an object holding it (docs/product.md §5). */
export const forgotPassword = (api: ApiClient, email: string | { email: string }) =>
  api.send<StatusResponse>('post', '/api/forgot-password', {
    json: typeof email === 'string' ? { email } : email,
  });

export interface ResetPasswordPayload {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}
export const resetPassword = (api: ApiClient, payload: ResetPasswordPayload) =>
  api.send<StatusResponse>('post', '/api/reset-password', { json: payload });

export const updateProfile = (api: ApiClient, payload: { name: string }) =>
  api.send<{ user: User }>('put', '/api/user/profile', { json: payload });

export interface ChangePasswordPayload {
  current_password: string;
  password: string;
  password_confirmation: string;
}
export const changePassword = (api: ApiClient, payload: ChangePasswordPayload) =>
  api.send<MessageResponse>('put', '/api/user/password', { json: payload });
