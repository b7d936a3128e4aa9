import { useNavigate } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { register } from '#api-client/auth.ts';
import { completeSetup, signIn } from '#client/state/session.ts';
import { isAuthenticatedAtom } from '#client/state/session-atoms.ts';
import { apiOf } from '#client/state/store.ts';
import type { Locale } from '#contract/locales.ts';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  locale: Locale;
}

/** docs/product.md §9: wait after invitation setup before checking the session. */
const SETUP_SETTLE_MS = 300;

/**
 * docs/product.md §4: normal sign-up goes to sign-in with the verification message; invitation setup signs the person
 * in (falling back to an explicit login when the answer carried no session) and opens the dashboard.
 */
export function useSignUp(invitation: { email: string; token: string } | null) {
  const store = useStore();
  const navigate = useNavigate();

  return async (values: SignUpValues) => {
    if (!invitation) {
      const response = await register(apiOf(store), values);
      await navigate({
        to: '/signin',
        search: { needVerification: true, email: values.email, message: response.message },
      });
      return;
    }
    const { locale: _locale, ...setup } = values;
    await completeSetup(store, { ...setup, email: invitation.email, invitation_token: invitation.token });
    await new Promise((resolve) => setTimeout(resolve, SETUP_SETTLE_MS));
    if (!store.get(isAuthenticatedAtom)) {
      await signIn(store, { email: invitation.email, password: values.password });
    }
    await navigate({ to: '/dashboard' });
  };
}
