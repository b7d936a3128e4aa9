import { isApiError, isNetworkError } from '#api-client/api-error.ts';
import * as authApi from '#api-client/auth.ts';
import * as classesApi from '#api-client/classes.ts';
import { readXsrfCookie } from '#api-client/create-api-client.ts';
import type { CompleteSetupRequest, LoginRequest, User } from '#contract/auth.ts';
import type { ClassSignInRequest } from '#contract/classes.ts';
import { csrfTokenAtom, initializedAtom, isAuthenticatedAtom, tokenAtom, userAtom } from './session-atoms.ts';
import { cacheUser, readCachedUser, storeToken } from './session-storage.ts';
import { type AppStore, apiOf } from './store.ts';
import type { TabletCheck } from './tablet-pupils.ts';

// Loaded when a tablet's pupils are first needed (a picture sign-in, a sign-out), not on a first visit.
const tabletPupils = () => import('./tablet-pupils.ts');

/** docs/product.md §9: pause after the CSRF cookie fetch, so the cookie is in place before the next call. */
export const CSRF_PAUSE_MS = 200;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the token in the store (the bearer header) and in localStorage; empty removes both. */
export function setToken(store: AppStore, token: string | null): void {
  store.set(tokenAtom, token || null);
  storeToken(token);
}

export function setSignedIn(store: AppStore, user: User): void {
  store.set(userAtom, user);
  store.set(isAuthenticatedAtom, true);
  cacheUser(user);
}

function clearUser(store: AppStore): void {
  store.set(userAtom, null);
  store.set(isAuthenticatedAtom, false);
}

async function fetchCsrfCookie(store: AppStore): Promise<void> {
  try {
    await authApi.fetchCsrfCookie(apiOf(store));
  } catch (error) {
    console.warn('CSRF cookie fetch failed', error);
  }
  await pause(CSRF_PAUSE_MS);
  const csrf = readXsrfCookie();
  if (!csrf) console.warn('CSRF cookie missing after fetch');
  store.set(csrfTokenAtom, csrf);
}

async function loadUser(store: AppStore): Promise<void> {
  try {
    setSignedIn(store, await authApi.getCurrentUser(apiOf(store)));
  } catch (error) {
    // docs/architecture.md §16, deviation 2: offline with a stored token and a cached user stays
    // signed in. The cache is read only then: reading it loads its schema, which a visitor never needs.
    const cached = isNetworkError(error) && store.get(tokenAtom) ? await readCachedUser() : null;
    if (cached) {
      store.set(userAtom, cached);
      store.set(isAuthenticatedAtom, true);
      return;
    }
    clearUser(store);
    if (isApiError(error) && error.status === 401) {
      setToken(store, null);
      cacheUser(null);
    }
  }
}

const inFlight = new WeakMap<AppStore, Promise<void>>();

/**
 * docs/product.md §4 init: CSRF cookie, 200 ms pause, current user. Runs once per store until a logout resets
 * `initialized`; concurrent callers share the running init. `initialized` becomes true in every case.
 */
export function initSession(store: AppStore): Promise<void> {
  if (store.get(initializedAtom)) return Promise.resolve();
  const running = inFlight.get(store);
  if (running) return running;
  const init = (async () => {
    try {
      await fetchCsrfCookie(store);
      await loadUser(store);
    } finally {
      store.set(initializedAtom, true);
      inFlight.delete(store);
    }
  })();
  inFlight.set(store, init);
  return init;
}

/** Re-reads the current user (e.g. after the e-mail got verified); failures leave the session as is. */
export async function refreshUser(store: AppStore): Promise<void> {
  try {
    setSignedIn(store, await authApi.getCurrentUser(apiOf(store)));
  } catch (error) {
    console.warn('Refreshing the user failed', error);
  }
}

/** docs/product.md §4: true only when the answer has success true; HTTP errors are rethrown to the caller. */
export async function signIn(store: AppStore, credentials: LoginRequest): Promise<boolean> {
  const response = await authApi.login(apiOf(store), credentials);
  if (!response.success) return false;
  if (response.token) setToken(store, response.token);
  store.set(isAuthenticatedAtom, true);
  if (response.user) setSignedIn(store, response.user);
  store.set(initializedAtom, true);
  return true;
}

/** The class sign-in of a shared tablet (docs/classrooms.md): the answer signs the pupil in as a login would. */
export async function signInWithPictures(store: AppStore, body: ClassSignInRequest): Promise<User> {
  const response = await classesApi.classSignIn(apiOf(store), body);
  setToken(store, response.token);
  setSignedIn(store, response.user);
  store.set(initializedAtom, true);
  try {
    await (await tabletPupils()).rememberTabletPupil(body.code, response.user, response.token, body.pictures);
  } catch (error) {
    // Without Web Crypto (a page not served over HTTPS) the pupil simply cannot come back offline.
    console.warn('This tablet could not remember the pupil for offline sign-in', error);
  }
  return response.user;
}

/**
 * Offline, a pupil who signed in on this tablet before comes back with their pictures, checked on
 * the tablet, and the session the server gave them then (docs/classrooms.md). Null: not known here.
 */
export async function signInOnTablet(store: AppStore, body: ClassSignInRequest): Promise<TabletCheck | null> {
  const { tabletPupil, checkOnTablet } = await tabletPupils();
  const pupil = await tabletPupil(body.code, body.user_id);
  if (!pupil) return null;
  const check = await checkOnTablet(pupil, body.pictures);
  if (check !== 'signed-in') return check;
  setToken(store, pupil.token);
  setSignedIn(store, pupil.user);
  store.set(initializedAtom, true);
  return check;
}

/**
 * "Switch pupil" on a shared tablet: the pupil leaves the tablet without ending their session on
 * the server, so they can come back offline; their unsent changes stay queued in their own local
 * database. A pupil the tablet does not know (signed in another way) is signed out for real.
 */
export async function leaveTablet(store: AppStore): Promise<void> {
  const user = store.get(userAtom);
  if (!user || !(await (await tabletPupils()).knownOnTablet(user.id))) return signOut(store);
  clearUser(store);
  store.set(initializedAtom, false);
  setToken(store, null);
  cacheUser(null);
}

/** docs/product.md §4: a token in the answer signs the person in. */
export async function completeSetup(store: AppStore, payload: CompleteSetupRequest): Promise<void> {
  const response = await authApi.completeSetup(apiOf(store), payload);
  if (!response.token) return;
  setToken(store, response.token);
  if (response.user) setSignedIn(store, response.user);
  store.set(isAuthenticatedAtom, true);
  store.set(initializedAtom, true);
}

/** docs/product.md §4: calls the server, then clears the session whatever the outcome. */
export async function signOut(store: AppStore): Promise<void> {
  const userId = store.get(userAtom)?.id;
  if (userId !== undefined) await (await tabletPupils()).forgetTabletPupil(userId);
  try {
    await authApi.logout(apiOf(store));
  } catch (error) {
    console.warn('Logout call failed; clearing the session anyway', error);
  } finally {
    clearUser(store);
    store.set(initializedAtom, false);
    setToken(store, null);
    cacheUser(null);
  }
}
